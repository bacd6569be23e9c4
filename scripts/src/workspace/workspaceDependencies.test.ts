import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { repoRoot } from '../stack/repoRoot'
import { findDependencyCycles } from './findDependencyCycles'
import { findImportCycles } from './findImportCycles'
import { findServiceDependencyProblems } from './findServiceDependencyProblems'
import { readWorkspaceManifests, type WorkspaceManifest } from './readWorkspaceManifests'

const manifest = (dir: string, runtime: string[] = [], dev: string[] = []): WorkspaceManifest => ({
  dir,
  name: `@portico/${dir.split('/')[1]}`,
  runtime,
  dev,
})

describe('the workspace manifests', () => {
  const manifests = readWorkspaceManifests(repoRoot())

  it('are all read, services and siwx-server among them', () => {
    const dirs = manifests.map((m) => m.dir)
    expect(dirs).toEqual(
      expect.arrayContaining([
        'packages/common',
        'packages/core',
        'packages/siwx',
        'packages/siwx-server',
        'packages/server',
        'services/gateway',
        'services/wallet-frame',
        'scripts',
      ]),
    )
  })

  it('form no dependency cycle, development dependencies included', () => {
    expect(findDependencyCycles(manifests)).toEqual([])
  })

  it('let services depend on @portico/common, @portico/siwx-server and @portico/server only', () => {
    expect(findServiceDependencyProblems(manifests)).toEqual([])
  })

  it("name their test-support folders 'testing', never 'test'", () => {
    const named = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules')
        .flatMap((entry) => {
          const path = join(dir, entry.name)
          return entry.name === 'test' ? [path] : named(path)
        })
    const folders = manifests.flatMap((m) => {
      const src = join(repoRoot(), m.dir, 'src')
      return existsSync(src) ? named(src).map((path) => path.slice(repoRoot().length + 1)) : []
    })
    expect(folders).toEqual([])
  })

  it('hold no import cycle among the modules of any workspace', () => {
    const cycles = manifests.flatMap((m) => {
      const src = join(repoRoot(), m.dir, 'src')
      return existsSync(src)
        ? findImportCycles(src).map((cycle) => `${m.dir}: ${cycle.join(' -> ')}`)
        : []
    })
    expect(cycles).toEqual([])
  })
})

describe('findImportCycles', () => {
  it('finds a cycle through type-only imports and ignores test files', () => {
    const dir = mkdtempSync(join(tmpdir(), 'portico-cycles-'))
    writeFileSync(join(dir, 'a.ts'), "import type { B } from './b'\nexport type A = { b: B }\n")
    writeFileSync(join(dir, 'b.ts'), "import type { A } from './a'\nexport type B = { a?: A }\n")
    writeFileSync(join(dir, 'c.ts'), "import { a } from './d'\nexport const c = a\n")
    writeFileSync(join(dir, 'd.ts'), 'export const a = 1\n')
    writeFileSync(join(dir, 'd.test.ts'), "import { c } from './c'\n")
    expect(findImportCycles(dir)).toEqual([['a.ts', 'b.ts', 'a.ts']])
  })

  it("counts a dynamic import() as an edge: a view that loads its loader's loader is a circle", () => {
    const dir = mkdtempSync(join(tmpdir(), 'portico-cycles-'))
    writeFileSync(join(dir, 'lazyViews.ts'), "export const LazyA = () => import('./A')\n")
    writeFileSync(
      join(dir, 'A.ts'),
      "import { LazyA } from './lazyViews'\nexport const A = LazyA\n",
    )
    expect(findImportCycles(dir)).toEqual([['A.ts', 'lazyViews.ts', 'A.ts']])
  })
})

describe('findDependencyCycles', () => {
  it('finds a cycle closed through a development dependency, once', () => {
    const cycles = findDependencyCycles([
      manifest('packages/common'),
      manifest('packages/core', ['@portico/common'], ['@portico/gateway']),
      manifest('packages/siwx', ['@portico/common', '@portico/core']),
      manifest('services/gateway', ['@portico/common', '@portico/siwx']),
    ])
    expect(cycles).toEqual([
      ['@portico/core', '@portico/gateway', '@portico/siwx', '@portico/core'],
    ])
  })

  it('finds a package that depends on itself and two separate cycles', () => {
    const cycles = findDependencyCycles([
      manifest('packages/a', ['@portico/a']),
      manifest('packages/b', ['@portico/c']),
      manifest('packages/c', ['@portico/b', 'react']),
    ])
    expect(cycles).toEqual([
      ['@portico/a', '@portico/a'],
      ['@portico/b', '@portico/c', '@portico/b'],
    ])
  })

  it('accepts a diamond', () => {
    expect(
      findDependencyCycles([
        manifest('packages/common'),
        manifest('packages/core', ['@portico/common']),
        manifest('packages/react', ['@portico/core', '@portico/common']),
      ]),
    ).toEqual([])
  })
})

describe('findServiceDependencyProblems', () => {
  const common = manifest('packages/common', ['zod'])
  const test = manifest('packages/test', ['@portico/common'])

  it('names a service that depends on a package other than common and siwx-server', () => {
    expect(
      findServiceDependencyProblems([
        common,
        test,
        manifest('packages/siwx', ['@portico/common']),
        manifest('services/gateway', ['@portico/common', '@portico/siwx', 'hono']),
        manifest('services/relay', ['@portico/common'], ['@portico/core', '@portico/test']),
        manifest('packages/core', ['@portico/common']),
      ]),
    ).toEqual([
      'services/gateway depends on @portico/siwx',
      'services/relay depends on @portico/core (devDependencies)',
    ])
  })

  it('lets a service depend on the server foundation, and names it when it depends on more than common', () => {
    const services = [
      common,
      test,
      manifest('packages/core', ['@portico/common']),
      manifest('services/relay', ['@portico/common', '@portico/server'], ['@portico/test']),
    ]
    expect(
      findServiceDependencyProblems([
        ...services,
        manifest('packages/server', ['@portico/common']),
      ]),
    ).toEqual([])
    expect(
      findServiceDependencyProblems([
        ...services,
        manifest('packages/server', ['@portico/common', '@portico/core']),
      ]),
    ).toEqual(['@portico/server, which services may use, depends on @portico/core'])
  })

  it('names siwx-server when it depends on more than common', () => {
    expect(
      findServiceDependencyProblems([
        common,
        test,
        manifest('packages/core', ['@portico/common']),
        manifest('packages/siwx-server', ['@portico/common', '@portico/core']),
        manifest(
          'services/gateway',
          ['@portico/common', '@portico/siwx-server'],
          ['@portico/test'],
        ),
      ]),
    ).toEqual(['@portico/siwx-server, which services may use, depends on @portico/core'])
  })
})
