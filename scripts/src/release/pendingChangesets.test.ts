import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { pendingChangesets } from './pendingChangesets'

describe('pendingChangesets', () => {
  it("lists changeset files, not the folder's README or config", () => {
    const root = mkdtempSync(join(tmpdir(), 'portico-changesets-'))
    expect(pendingChangesets(root)).toEqual([])
    mkdirSync(join(root, '.changeset'))
    writeFileSync(join(root, '.changeset', 'README.md'), '')
    writeFileSync(join(root, '.changeset', 'config.json'), '{}')
    expect(pendingChangesets(root)).toEqual([])
    writeFileSync(
      join(root, '.changeset', 'tidy-owls-wave.md'),
      '---\n"@portico/core": patch\n---\n',
    )
    writeFileSync(
      join(root, '.changeset', 'brave-cats-sing.md'),
      '---\n"@portico/react": minor\n---\n',
    )
    expect(pendingChangesets(root)).toEqual(['brave-cats-sing.md', 'tidy-owls-wave.md'])
  })
})
