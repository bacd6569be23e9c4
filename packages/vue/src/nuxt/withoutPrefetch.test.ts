import { describe, expect, it } from 'vitest'
import { type ManifestChunk, withoutPrefetch } from './withoutPrefetch'

// Nuxt's client manifest as its renderer reads it: keys are sources (or `_file` for chunks
// without one), `file` is relative to the assets folder, `dynamicImports` name keys.
const manifest = (): Record<string, ManifestChunk> => ({
  'node_modules/nuxt/dist/app/entry.js': {
    file: 'entry.js',
    dynamicImports: ['_modal.js', 'pages/about.vue', '_words.js'],
  },
  '_modal.js': { file: 'modal.js', dynamicImports: ['_view.js'] },
  '_view.js': { file: 'view.js' },
  '_words.js': { file: 'words.js' },
  'pages/about.vue': { file: 'about.js', dynamicImports: ['_words.js'] },
})

describe('withoutPrefetch', () => {
  it("takes the given chunks out of every chunk's lazy imports, and leaves the app's own", () => {
    const chunks = manifest()
    withoutPrefetch(chunks, new Set(['_nuxt/modal.js', '_nuxt/words.js']))
    expect(chunks['node_modules/nuxt/dist/app/entry.js']?.dynamicImports).toEqual([
      'pages/about.vue',
    ])
    expect(chunks['pages/about.vue']?.dynamicImports).toEqual([])
    // The chunks themselves stay: their import() still finds them.
    expect(chunks['_modal.js']).toEqual({ file: 'modal.js', dynamicImports: ['_view.js'] })
  })

  it('changes nothing when no chunk is named', () => {
    const chunks = manifest()
    withoutPrefetch(chunks, new Set())
    expect(chunks).toEqual(manifest())
  })
})
