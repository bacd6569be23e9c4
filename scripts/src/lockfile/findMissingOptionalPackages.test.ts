import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { repoRoot } from '../stack/repoRoot'
import { findMissingOptionalPackages } from './findMissingOptionalPackages'

describe('findMissingOptionalPackages', () => {
  it('finds an optional binary the lockfile left out', () => {
    const lockfile = {
      packages: {
        '': {},
        'node_modules/tool': {
          optionalDependencies: { 'tool-linux': '1.0.0', 'tool-darwin': '1.0.0' },
        },
        'node_modules/tool-linux': {},
      },
    }
    expect(findMissingOptionalPackages(lockfile)).toEqual(['node_modules/tool -> tool-darwin'])
  })

  it('accepts an optional package found in an enclosing node_modules', () => {
    const lockfile = {
      packages: {
        'node_modules/a/node_modules/tool': { optionalDependencies: { 'tool-linux': '1.0.0' } },
        'node_modules/tool-linux': {},
      },
    }
    expect(findMissingOptionalPackages(lockfile)).toEqual([])
  })

  it("the repo's lockfile records every platform's optional packages (npm ci works anywhere)", () => {
    const lockfile = JSON.parse(readFileSync(join(repoRoot(), 'package-lock.json'), 'utf8'))
    expect(findMissingOptionalPackages(lockfile)).toEqual([])
  })
})
