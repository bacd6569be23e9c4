import { gzipSync } from 'node:zlib'
import { type BuiltSite, readBuilt } from './buildSite'

/**
 * Gzip size of the JS files a page fetched on load, and the part of it that is Portico's own
 * code (each file's gzip size split by the share of its rendered bytes from `packages/*`).
 * @example
 * const { total, portico } = initialJsSize(site, run.initialScripts)
 */
export function initialJsSize(
  site: BuiltSite,
  paths: readonly string[],
): { total: number; portico: number } {
  let total = 0
  let portico = 0
  for (const path of new Set(paths)) {
    const file = path.replace(/^\//, '')
    const gzipped = gzipSync(readBuilt(site, file)).length
    const share = site.modules.get(file)
    total += gzipped
    if (share && share.total > 0) portico += gzipped * (share.portico / share.total)
  }
  return { total, portico }
}
