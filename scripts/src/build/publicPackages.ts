import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'

const exportTargetSchema = z.union([
  z.string(),
  z.object({
    'portico-source': z.string(),
    types: z.string(),
    // A React entry's client boundary, for server-component bundlers (./clientBoundary.ts).
    'react-server': z.string().optional(),
    import: z.string(),
  }),
  // An entry for this repository's tests and benches only: not built, not shipped, and not
  // resolvable from an installed package (no condition a consumer sets).
  z.object({ 'portico-source': z.string() }).strict(),
])

const manifestSchema = z.object({
  name: z.string(),
  version: z.string(),
  private: z.boolean().optional(),
  exports: z.record(z.string(), exportTargetSchema),
  bin: z.record(z.string(), z.string()).optional(),
})

// Libraries live under packages/, the programs a team installs (gateway, relay, wallet frame)
// under services/; both publish the same way.
const PUBLISHED_FOLDERS = ['packages', 'services']

/**
 * A workspace package that is published: its folder, name, version and the entry files
 * (TypeScript sources) behind its `exports` map.
 * @example
 * const pkg: PublicPackage = { dir: '/repo/packages/core', name: '@portico/core', version: '0.1.0', entries: { index: 'src/index.ts' }, clientBoundaries: {} }
 */
export type PublicPackage = {
  dir: string
  name: string
  version: string
  /** Output name (path under dist/, no extension) → source file relative to the package. */
  entries: Record<string, string>
  /**
   * Output name → the file under dist/ that an entry's `react-server` condition names: the
   * entry's exports behind a `'use client'` directive, which its `import` file ships without.
   */
  clientBoundaries: Record<string, string>
}

/**
 * Every package under `packages/` and `services/` that is not private, in a stable order, with
 * its entries read from the `portico-source` conditions of its `exports` map and its `bin`
 * programs (`./dist/cli.js` is built from `src/cli.ts`).
 * @example
 * publicPackages(repoRoot).map((pkg) => pkg.name) // ['@portico/adapter-wagmi', '@portico/common', …]
 */
export function publicPackages(root: string): PublicPackage[] {
  return PUBLISHED_FOLDERS.flatMap((folder) =>
    readdirSync(join(root, folder))
      .sort()
      .map((name) => join(root, folder, name)),
  )
    .filter((dir) => existsSync(join(dir, 'package.json')))
    .map((dir) => ({
      dir,
      manifest: manifestSchema.parse(JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))),
    }))
    .filter(({ manifest }) => manifest.private !== true)
    .map(({ dir, manifest }) => ({
      dir,
      name: manifest.name,
      version: manifest.version,
      entries: { ...entriesOf(manifest.name, manifest.exports), ...binEntriesOf(manifest.bin) },
      clientBoundaries: clientBoundariesOf(manifest.exports),
    }))
}

function entriesOf(
  name: string,
  exportsMap: Record<string, z.infer<typeof exportTargetSchema>>,
): Record<string, string> {
  const entries: Record<string, string> = {}
  for (const [subpath, target] of Object.entries(exportsMap)) {
    if (typeof target === 'string' || !('import' in target)) continue
    const source = target['portico-source'].replace(/^\.\//, '')
    const output = target.import.replace(/^\.\/dist\//, '').replace(/\.js$/, '')
    if (source.replace(/^src\//, '').replace(/\.tsx?$/, '') !== output) {
      throw new Error(`${name}: export "${subpath}" maps ${source} to ${target.import}`)
    }
    entries[output] = source
  }
  return entries
}

function clientBoundariesOf(
  exportsMap: Record<string, z.infer<typeof exportTargetSchema>>,
): Record<string, string> {
  const boundaries: Record<string, string> = {}
  for (const target of Object.values(exportsMap)) {
    if (typeof target === 'string' || !('import' in target) || !target['react-server']) continue
    const output = target.import.replace(/^\.\/dist\//, '').replace(/\.js$/, '')
    boundaries[output] = target['react-server'].replace(/^\.\/dist\//, '')
  }
  return boundaries
}

function binEntriesOf(bin: Record<string, string> | undefined): Record<string, string> {
  const entries: Record<string, string> = {}
  for (const target of Object.values(bin ?? {})) {
    const output = target.replace(/^\.\/dist\//, '').replace(/\.js$/, '')
    entries[output] = `src/${output}.ts`
  }
  return entries
}
