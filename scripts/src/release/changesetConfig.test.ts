import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { publicPackages } from '../build/publicPackages'
import { repoRoot } from '../stack/repoRoot'

// The changesets configuration the versioning and the release read: what it publishes, and how.
const root = repoRoot()
const config = JSON.parse(readFileSync(join(root, '.changeset', 'config.json'), 'utf8'))
const publicNames = publicPackages(root).map((pkg) => pkg.name)

describe('the changesets configuration', () => {
  it('publishes with public access from main', () => {
    expect(config.access).toBe('public')
    expect(config.baseBranch).toBe('main')
  })

  it('ignores the test kit and never versions or tags private workspaces', () => {
    expect(config.ignore).toEqual(['@portico/test'])
    expect(config.privatePackages).toEqual({ version: false, tag: false })
  })

  it('ignores no public package and binds none to another', () => {
    expect(config.ignore.filter((name: string) => publicNames.includes(name))).toEqual([])
    expect(config.fixed).toEqual([])
    expect(config.linked).toEqual([])
  })

  it('keeps the @portico/* ranges of released dependents in step, as carets', () => {
    expect(config.updateInternalDependencies).toBe('patch')
    const ranges = publicPackages(root).flatMap((pkg) => {
      const manifest = JSON.parse(readFileSync(join(pkg.dir, 'package.json'), 'utf8'))
      return Object.entries<string>(manifest.dependencies ?? {})
        .filter(([name]) => publicNames.includes(name))
        .map(([name, range]) => `${pkg.name} -> ${name}@${range}`)
    })
    expect(ranges.length).toBeGreaterThan(0)
    // A caret range on the dependency's own version: what changesets keeps in step.
    const versions = new Map(publicPackages(root).map((pkg) => [pkg.name, pkg.version]))
    expect(
      ranges.filter((entry) => {
        const [, name, range] = /-> (.+)@(.+)$/.exec(entry) ?? []
        return range !== `^${versions.get(name ?? '')}`
      }),
    ).toEqual([])
  })

  it('holds no changeset naming a package that does not exist', () => {
    const dir = join(root, '.changeset')
    const named = readdirSync(dir)
      .filter((file) => file.endsWith('.md') && file !== 'README.md')
      .flatMap((file) => {
        const front = /^---\n([\s\S]*?)\n---/.exec(readFileSync(join(dir, file), 'utf8'))?.[1] ?? ''
        return [...front.matchAll(/^["']?([^"':]+)["']?\s*:/gm)].map((match) => match[1] ?? '')
      })
    expect(named.filter((name) => !publicNames.includes(name))).toEqual([])
  })
})
