import { gzipSync } from 'node:zlib'
import { type BuiltSite, readBuilt } from './buildSite'

/**
 * Estimated gzip bytes per source (npm package or workspace folder) in the given built files:
 * each file's gzip size split in proportion to the sources' own gzip sizes.
 * @example
 * const bySource = firstLoadSources(site, initialScripts(site.outDir))
 * bySource.get('zod') // 23541
 */
export function firstLoadSources(site: BuiltSite, files: readonly string[]): Map<string, number> {
  const bySource = new Map<string, number>()
  for (const file of new Set(files)) {
    const weights = site.sources.get(file)
    if (!weights) continue
    const total = [...weights.values()].reduce((sum, weight) => sum + weight, 0)
    if (total === 0) continue
    const gzipped = gzipSync(readBuilt(site, file)).length
    for (const [source, weight] of weights) {
      bySource.set(source, (bySource.get(source) ?? 0) + (gzipped * weight) / total)
    }
  }
  return bySource
}

/**
 * Sources that grew from `base` to `page`, largest growth first: what a page adds.
 * @example
 * sourceGrowth(baseSources, kitSources).slice(0, 10) // [['zod', 23541], …]
 */
export function sourceGrowth(
  base: ReadonlyMap<string, number>,
  page: ReadonlyMap<string, number>,
): Array<[string, number]> {
  return [...page]
    .map(([source, bytes]): [string, number] => [source, bytes - (base.get(source) ?? 0)])
    .filter(([, growth]) => growth > 0)
    .sort((a, b) => b[1] - a[1])
}
