import { type BuiltSite, buildSite } from './buildSite'
import { initialJsSize } from './initialJsSize'
import { initialScripts } from './initialScripts'

/**
 * A built site and what its page loads first: the JS files its HTML fetches up front (see
 * {@link initialScripts}) and their gzip size in KiB.
 * @example
 * const { site, files, kib }: FirstLoad = await buildFirstLoad({ root, outDir })
 */
export type FirstLoad = { site: BuiltSite; files: string[]; kib: number }

/**
 * Builds a site with {@link buildSite} and reads its first load from the build.
 * @example
 * const kit = await buildFirstLoad({ root: join(scenariosDir, 'wagmi-portico'), outDir })
 * console.log(`${kit.kib.toFixed(1)} KiB in ${kit.files.length} files`)
 */
export async function buildFirstLoad(params: Parameters<typeof buildSite>[0]): Promise<FirstLoad> {
  const site = await buildSite(params)
  const files = initialScripts(site.outDir)
  return { site, files, kib: initialJsSize(site, files).total / 1024 }
}
