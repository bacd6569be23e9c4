import { type LazyChunksPlugin, recordLazyChunks } from './nuxt/recordLazyChunks'
import { type ManifestChunk, withoutPrefetch } from './nuxt/withoutPrefetch'

/**
 * The part of the Nuxt instance a module receives that this one uses (Nuxt's own type would
 * make `@nuxt/schema` a dependency of every Vue app).
 * @example
 * const host: NuxtHost = nuxt // the second argument Nuxt passes a module
 */
export type NuxtHost = {
  options: { vite: { plugins?: unknown[] } }
  hook: (
    name: 'build:manifest',
    handler: (manifest: Record<string, ManifestChunk>) => void,
  ) => unknown
}

function setUp(_options: unknown, nuxt: NuxtHost): void {
  const lazy = new Set<string>()
  const plugin: LazyChunksPlugin = recordLazyChunks(lazy)
  nuxt.options.vite.plugins = [...(nuxt.options.vite.plugins ?? []), plugin]
  // Called once the browser build is written, before the server's renderer reads the manifest.
  nuxt.hook('build:manifest', (manifest) => withoutPrefetch(manifest, lazy))
}

/**
 * Portico's Nuxt module: a page's first load carries neither React nor the modal. Nuxt
 * prefetches every lazy chunk of the app on every page, the modal's React among them; this
 * module leaves Portico's lazy chunks out of the prefetch list, so they load when the visitor
 * reaches for a button (or a wallet reconnects), as in any Vue app.
 * @example
 * export default defineNuxtConfig({ modules: ['@portico/vue/nuxt'] })
 */
export const porticoNuxtModule = Object.assign(setUp, {
  // Nuxt names a module by its meta in its messages and in `nuxi info`.
  getMeta: () => Promise.resolve({ name: '@portico/vue/nuxt' }),
})

export default porticoNuxtModule
