import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { docsSitePaths } from './docsSitePaths'

/**
 * Whether the built docs site is missing or older than a file it is built from: its pages,
 * VitePress config and build scripts (`site/`), the screenshots (`docs/screenshots/`), and the
 * packages' sources and manifests, from which TypeDoc writes the API reference. Compares file
 * modification times with the build's last file, as `make` does. Only files count (a build
 * touches its own folders), so a deleted page needs `npm run docs` by hand.
 *
 * @example
 * if (isDocsSiteStale(repoRoot())) await buildDocsSite({ root: repoRoot(), log })
 */
export function isDocsSiteStale(root: string): boolean {
  const { site, dist, builtMarker } = docsSitePaths(root)
  const builtAt = mtimeOf(builtMarker)
  if (builtAt === undefined) return true
  // What the build writes, never what it reads.
  const written = new Set([
    dist,
    join(site, '.vitepress', 'cache'),
    join(site, '.vitepress', '.temp'),
    join(site, '.cache'),
    join(site, 'pages', 'api'),
  ])
  const packages = join(root, 'packages')
  const inputs = [
    site,
    join(root, 'docs', 'screenshots'),
    ...readdirSync(packages).flatMap((name) => [
      join(packages, name, 'src'),
      join(packages, name, 'package.json'),
    ]),
  ]
  return inputs.some((input) => hasFileNewerThan(input, builtAt, written))
}

function mtimeOf(path: string): number | undefined {
  try {
    return statSync(path).mtimeMs
  } catch {
    return undefined
  }
}

/** Whether `path` is a file modified after `time`, or a folder holding one (outside `skip`). */
function hasFileNewerThan(path: string, time: number, skip: ReadonlySet<string>): boolean {
  let stat: ReturnType<typeof statSync>
  try {
    stat = statSync(path)
  } catch {
    return false
  }
  if (!stat.isDirectory()) return stat.mtimeMs > time
  return readdirSync(path, { withFileTypes: true }).some((entry) => {
    const child = join(path, entry.name)
    return entry.name !== 'node_modules' && !skip.has(child) && hasFileNewerThan(child, time, skip)
  })
}
