import { spawnSync } from 'node:child_process'
import { relative } from 'node:path'
import { z } from 'zod'
import type { PublicPackage } from './publicPackages'

const dryRunSchema = z.array(
  z.object({ name: z.string(), files: z.array(z.object({ path: z.string() })) }),
)

/**
 * The files `npm pack` would put in each package's tarball (`npm pack --dry-run`, so nothing is
 * written), as package name → paths relative to the package. `dist/` is listed only once built.
 * @example
 * listTarballFiles(root, publicPackages(root)).get('@portico/core') // ['LICENSE', 'README.md', 'package.json', 'src/index.ts', …]
 */
export function listTarballFiles(
  root: string,
  packages: readonly PublicPackage[],
): Map<string, string[]> {
  const workspaces = packages.flatMap((pkg) => ['--workspace', relative(root, pkg.dir)])
  const result = spawnSync('npm', ['pack', '--dry-run', '--json', ...workspaces], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  if (result.status !== 0) throw new Error(`npm pack --dry-run failed:\n${result.stderr}`)
  const packed = dryRunSchema.parse(JSON.parse(result.stdout))
  return new Map(packed.map((entry) => [entry.name, entry.files.map((file) => file.path)]))
}
