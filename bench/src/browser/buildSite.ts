import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import react from '@vitejs/plugin-react'
import { build, type Plugin } from 'vite'

/**
 * A production build and, per emitted JS file, how many rendered bytes came from Portico's own
 * workspace packages (`packages/*`) versus everything else.
 * @example
 * const site = await buildSite({ configFile: 'apps/demo/vite.config.ts', outDir })
 */
export type BuiltSite = {
  outDir: string
  /** File name (relative to outDir) → rendered bytes: total and from `packages/*`. */
  modules: Map<string, { total: number; portico: number }>
}

/**
 * Builds a Vite site into `outDir`: from its own config file, or (baseline) from a root with
 * only the React plugin.
 * @example
 * await buildSite({ root: baselineDir, outDir: '/tmp/baseline' })
 */
export async function buildSite(
  params: { outDir: string } & ({ configFile: string } | { root: string }),
): Promise<BuiltSite> {
  const modules = new Map<string, { total: number; portico: number }>()
  const attribution: Plugin = {
    name: 'portico-bench-attribution',
    generateBundle(_options, bundle) {
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue
        let total = 0
        let portico = 0
        for (const [id, info] of Object.entries(output.modules)) {
          total += info.renderedLength
          if (/[\\/]packages[\\/][^\\/]+[\\/]src[\\/]/.test(id) && !id.includes('node_modules')) {
            portico += info.renderedLength
          }
        }
        modules.set(file, { total, portico })
      }
    },
  }
  await build({
    ...('configFile' in params
      ? { configFile: params.configFile, plugins: [attribution] }
      : { configFile: false, root: params.root, plugins: [react(), attribution] }),
    mode: 'production',
    logLevel: 'error',
    build: { outDir: params.outDir, emptyOutDir: true, manifest: true, target: 'es2022' },
  })
  return { outDir: params.outDir, modules }
}

/**
 * The bytes of a built file, for gzip measurements.
 * @example
 * gzipSync(readBuilt(site, 'assets/index.js')).length
 */
export function readBuilt(site: BuiltSite, file: string): Buffer {
  return readFileSync(join(site.outDir, file))
}
