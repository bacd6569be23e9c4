import { readViteManifest, withStaticImports } from './viteManifest'

/**
 * The JS files a built page loads before any dynamic import: the page's entry chunk and,
 * recursively, its static imports (what the HTML's script and modulepreload tags fetch), from
 * Vite's manifest. `page` is the HTML file served at `/` (default `index.html`): a site with
 * several pages (the demo also builds `plain.html`) has one entry per page, and another page's
 * chunks are not this one's first load.
 * @example
 * initialScripts('/tmp/dist') // ['assets/index-abc.js']
 * initialScripts('/tmp/dist', 'plain.html') // ['assets/plain-def.js', …]
 */
export function initialScripts(outDir: string, page = 'index.html'): string[] {
  const manifest = readViteManifest(outDir)
  if (!manifest[page]?.isEntry) {
    const pages = Object.keys(manifest).filter((key) => manifest[key]?.isEntry)
    throw new Error(`${page} is no entry of the build in ${outDir} (entries: ${pages.join(', ')})`)
  }
  return withStaticImports(manifest, [page])
}
