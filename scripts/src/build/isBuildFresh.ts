import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { PublicPackage } from './publicPackages'

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* files(path)
    else yield path
  }
}

/**
 * Whether a package's `dist/` was built from its sources as they are: every file in `dist/` is
 * newer than every file in `src/`, its `package.json`, its `buildAssets.ts` and what that bundles
 * (`page/`, the wallet frame's browser code). A run that just
 * built (`npm test` builds before its e2e run) then skips building again.
 * @example
 * isBuildFresh(publicPackages(root)[0]) // true right after `npm run build`
 */
export function isBuildFresh(pkg: Pick<PublicPackage, 'dir'>): boolean {
  const dist = join(pkg.dir, 'dist')
  if (!existsSync(dist)) return false
  const inputs = [
    ...files(join(pkg.dir, 'src')),
    join(pkg.dir, 'package.json'),
    ...[join(pkg.dir, 'buildAssets.ts')].filter(existsSync),
    ...(existsSync(join(pkg.dir, 'page')) ? files(join(pkg.dir, 'page')) : []),
  ]
  const newestInput = Math.max(...inputs.map((file) => statSync(file).mtimeMs))
  let oldestOutput = Number.POSITIVE_INFINITY
  for (const file of files(dist)) oldestOutput = Math.min(oldestOutput, statSync(file).mtimeMs)
  return oldestOutput >= newestInput
}
