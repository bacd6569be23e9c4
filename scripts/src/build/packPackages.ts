import { spawnSync } from 'node:child_process'
import { join, relative } from 'node:path'
import { z } from 'zod'
import type { PublicPackage } from './publicPackages'

const packOutputSchema = z.array(z.object({ name: z.string(), filename: z.string() }))

/**
 * `npm pack` of each package into `destination`: the tarballs a registry would serve.
 * Returns package name → tarball path. The packages must be built first.
 * @example
 * const tarballs = packPackages(root, publicPackages(root), '/tmp/packs')
 * tarballs.get('@portico/core') // '/tmp/packs/portico-core-0.1.0.tgz'
 */
export function packPackages(
  root: string,
  packages: readonly PublicPackage[],
  destination: string,
): Map<string, string> {
  const workspaces = packages.flatMap((pkg) => ['--workspace', relative(root, pkg.dir)])
  const result = spawnSync(
    'npm',
    ['pack', '--json', '--pack-destination', destination, ...workspaces],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  )
  if (result.status !== 0) throw new Error(`npm pack failed:\n${result.stderr}`)
  const packed = packOutputSchema.parse(JSON.parse(result.stdout))
  return new Map(packed.map((entry) => [entry.name, join(destination, entry.filename)]))
}
