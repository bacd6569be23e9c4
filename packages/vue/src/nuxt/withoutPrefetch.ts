/** An entry of Nuxt's client manifest (vue-bundle-renderer's), the fields read here. */
export type ManifestChunk = {
  file?: string
  dynamicImports?: string[]
}

/**
 * Takes the chunks whose output file is one of `files` out of every chunk's `dynamicImports` in
 * Nuxt's client manifest, where the server's renderer finds what to prefetch: a page then gets
 * no `<link rel="prefetch">` for them, nor for what only they import. Their `import()` still
 * loads them when the code asks. `files` are paths as the bundle names them (`_nuxt/a1b2.js`),
 * the manifest's relative to the assets folder (`a1b2.js`).
 * @example
 * nuxt.hook('build:manifest', (manifest) => withoutPrefetch(manifest, lazy))
 */
export function withoutPrefetch(
  manifest: Record<string, ManifestChunk>,
  files: ReadonlySet<string>,
): void {
  const named = [...files]
  const keys = new Set(
    Object.entries(manifest)
      .filter(([, chunk]) => {
        const file = chunk.file
        return file && named.some((name) => name === file || name.endsWith(`/${file}`))
      })
      .map(([key]) => key),
  )
  for (const chunk of Object.values(manifest)) {
    if (chunk.dynamicImports) {
      chunk.dynamicImports = chunk.dynamicImports.filter((key) => !keys.has(key))
    }
  }
}
