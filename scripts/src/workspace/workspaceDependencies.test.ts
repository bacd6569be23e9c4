import { describe, expect, it } from 'vitest'
import { repoRoot } from '../stack/repoRoot'
import { findDependencyCycles } from './findDependencyCycles'
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
        'services/gateway',
        'scripts',
      ]),
    )
  })

  it('form no dependency cycle, development dependencies included', () => {
    expect(findDependencyCycles(manifests)).toEqual([])
  })

  it('let services depend on @portico/common and @portico/siwx-server only', () => {
    expect(findServiceDependencyProblems(manifests)).toEqual([])
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
