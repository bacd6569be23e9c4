import { existsSync, readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { repoRoot } from '../stack/repoRoot'
import { checkedMarkdownFiles } from './checkedMarkdownFiles'
import { expandIncludes } from './expandIncludes'
import { planReadmeCheck } from './planReadmeCheck'

const root = repoRoot()

describe('the Markdown files CI checks', () => {
  const files = checkedMarkdownFiles(root)

  it('are the root README and every public package README', () => {
    const names = files.map((file) => relative(root, file))
    expect(names).toContain('README.md')
    expect(names).toContain('packages/react/README.md')
    expect(names).not.toContain('packages/test/README.md')
    for (const file of files) expect(existsSync(file), file).toBe(true)
  })

  it.each(files.map((file) => [relative(root, file), file]))(
    '%s: every code block is one the check runs, type-checks or shows, or says why not',
    (_name, file) => {
      expect(() =>
        planReadmeCheck(relative(root, file), expandIncludes(readFileSync(file, 'utf8'), file)),
      ).not.toThrow()
    },
  )
})
