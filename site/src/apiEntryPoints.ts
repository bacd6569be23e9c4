import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * One public entry point of a package: the specifier users import and the TypeScript source
 * its `portico-source` export condition points at.
 * @example
 * const entry: ApiEntryPoint = { specifier: '@portico/core', file: '/repo/packages/core/src/index.ts' }
 */
export type ApiEntryPoint = { specifier: string; file: string }

type Manifest = {
  name: string
  private?: boolean
  exports?: Record<string, string | Record<string, string>>
}

/**
 * Every entry point of every public package under `packages/`, read from the manifests'
 * `exports` maps (their `portico-source` condition), sorted by specifier. Private packages
 * (the test kit) and non-code exports (`./package.json`) are left out.
 *
 * @example
 * apiEntryPoints('/repo').map((entry) => entry.specifier) // ['@portico/adapter-bitcoin', …]
 */
export function apiEntryPoints(repoRoot: string): ApiEntryPoint[] {
  const packagesDir = join(repoRoot, 'packages')
  const entries = readdirSync(packagesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const dir = join(packagesDir, entry.name)
      let manifest: Manifest
      try {
        manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest
      } catch {
        return []
      }
      if (manifest.private) return []
      return Object.entries(manifest.exports ?? {}).flatMap(([subpath, target]) => {
        const source = typeof target === 'string' ? undefined : target['portico-source']
        if (!source || !/\.tsx?$/.test(source)) return []
        return [{ specifier: `${manifest.name}${subpath.slice(1)}`, file: join(dir, source) }]
      })
    })
  return entries.sort((a, b) => a.specifier.localeCompare(b.specifier))
}
