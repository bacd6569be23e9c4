import { join } from 'node:path'

/**
 * Where the docs site lives in the repository at `root`: its workspace, the build output that
 * `npm run docs` writes, and the file VitePress writes last (so its presence means a finished
 * build).
 * @example
 * docsSitePaths('/repo').dist // '/repo/site/.vitepress/dist'
 */
export function docsSitePaths(root: string): { site: string; dist: string; builtMarker: string } {
  const site = join(root, 'site')
  const dist = join(site, '.vitepress', 'dist')
  return { site, dist, builtMarker: join(dist, 'hashmap.json') }
}
