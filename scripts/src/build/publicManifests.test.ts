import { existsSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { repoRoot } from '../stack/repoRoot'
import { findSideEffectModules } from './findSideEffectModules'
import { listTarballFiles } from './listTarballFiles'
import { manifestProblems } from './manifestProblems'
import { publicPackages } from './publicPackages'
import { sideEffectsProblems } from './sideEffectsProblems'

// The real manifests of the published packages, as npm would pack them: any field missing or
// wrong fails here, before a release is attempted.
const root = repoRoot()
const packages = publicPackages(root)
const readJson = (path: string): Record<string, unknown> => JSON.parse(readFileSync(path, 'utf8'))
const rootManifest = readJson(join(root, 'package.json')) as { engines: { node: string } }

describe('the public packages', () => {
  let tarballs = new Map<string, string[]>()
  beforeAll(() => {
    tarballs = listTarballFiles(root, packages)
  }, 120_000)

  it('are every package under packages/ but the private test kit, and the installable services', () => {
    const dirs = packages.map((pkg) => relative(root, pkg.dir))
    expect(dirs).toContain('packages/core')
    expect(dirs).toEqual(
      expect.arrayContaining(['services/gateway', 'services/relay', 'services/wallet-frame']),
    )
    expect(packages.map((pkg) => pkg.name)).not.toContain('@portico/test')
  })

  it.each(packages.map((pkg) => [pkg.name, pkg] as const))(
    '%s has a complete manifest',
    (name, pkg) => {
      const problems = manifestProblems({
        dir: relative(root, pkg.dir),
        manifest: readJson(join(pkg.dir, 'package.json')),
        tarballFiles: tarballs.get(name) ?? [],
        nodeEngine: rootManifest.engines.node,
      })
      expect(problems).toEqual([])
    },
  )

  it.each(packages.map((pkg) => [pkg.name, pkg] as const))(
    '%s declares the side effects its modules have',
    (_name, pkg) => {
      const { sideEffects } = readJson(join(pkg.dir, 'package.json'))
      const effects = findSideEffectModules(join(pkg.dir, 'src'))
      expect(
        sideEffectsProblems(sideEffects, effects, (path) => existsSync(join(pkg.dir, path))),
      ).toEqual([])
    },
  )

  it('ship the repository LICENSE unchanged', () => {
    const license = readFileSync(join(root, 'LICENSE'), 'utf8')
    const differing = packages.filter(
      (pkg) => readFileSync(join(pkg.dir, 'LICENSE'), 'utf8') !== license,
    )
    expect(differing.map((pkg) => pkg.name)).toEqual([])
  })

  // The jitless switch sits with zod/mini's `z`; classic zod's entry imports it for that effect.
  it("include @portico/common's zod switch and the classic entry that imports it, the only modules with an effect", () => {
    const common = packages.find((pkg) => pkg.name === '@portico/common')
    if (!common) throw new Error('@portico/common is not public')
    expect([...findSideEffectModules(join(common.dir, 'src')).keys()].sort()).toEqual([
      'schemas/zod.ts',
      'schemas/zodMini.ts',
    ])
  })
})
