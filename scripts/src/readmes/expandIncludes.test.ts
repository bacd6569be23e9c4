import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { expandIncludes } from './expandIncludes'

describe('expandIncludes', () => {
  const dir = mkdtempSync(join(tmpdir(), 'includes-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  mkdirSync(join(dir, 'parts'))
  mkdirSync(join(dir, 'pages'))
  writeFileSync(join(dir, 'parts/install.md'), '```sh\nnpm install @portico/react\n```\n')
  writeFileSync(join(dir, 'parts/loop.md'), '<!--@include: ./loop.md-->\n')

  it('puts the included file in place of the include line, relative to the including file', () => {
    const page = join(dir, 'pages/a.md')
    expect(expandIncludes('# A\n<!--@include: ../parts/install.md-->\nafter\n', page)).toBe(
      '# A\n```sh\nnpm install @portico/react\n```\nafter\n',
    )
  })

  it('refuses a file that includes itself', () => {
    expect(() =>
      expandIncludes('<!--@include: ./parts/loop.md-->\n', join(dir, 'page.md')),
    ).toThrow('includes itself')
  })
})
