/** The part of a bundler's output chunk this plugin reads (Rollup's and Rolldown's agree). */
type OutputChunkLike = {
  type: 'chunk'
  fileName: string
  isDynamicEntry: boolean
  moduleIds: readonly string[]
}

/** The plugin context this plugin reads. */
type BundleContext = {
  getModuleInfo: (id: string) => { dynamicImporters: readonly string[] } | null
  /** Vite's environment of the build (`client`, `ssr`); absent before Vite 6. */
  environment?: { name: string }
}

/**
 * A Vite plugin, the subset of its type this one needs (Vite's own would make Vite a
 * dependency of every Vue app).
 */
export type LazyChunksPlugin = {
  name: string
  generateBundle: (
    this: BundleContext,
    options: unknown,
    bundle: Record<string, OutputChunkLike | { type: 'asset' }>,
  ) => void
}

const PORTICO_MODULE = /[\\/]node_modules[\\/]@portico[\\/]/

/**
 * A Vite plugin that adds to `files` the browser build's chunks that Portico itself loads on
 * demand: those whose lazily imported modules are all Portico's (the modal with React, the
 * started client, a language's words). Portico decides when they load (the visitor reaches for
 * a button, a wallet reconnects); the Nuxt module keeps Nuxt from prefetching them on every page.
 * @example
 * const lazy = new Set<string>()
 * nuxt.options.vite.plugins.push(recordLazyChunks(lazy))
 */
export function recordLazyChunks(files: Set<string>): LazyChunksPlugin {
  return {
    name: 'portico:lazy-chunks',
    generateBundle(_options, bundle) {
      if (this.environment && this.environment.name !== 'client') return
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isDynamicEntry) continue
        const loadedLazily = chunk.moduleIds.filter(
          (id) => (this.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0,
        )
        if (loadedLazily.length > 0 && loadedLazily.every((id) => PORTICO_MODULE.test(id))) {
          files.add(chunk.fileName)
        }
      }
    },
  }
}
