import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'

const manifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    isEntry: z.boolean().optional(),
    imports: z.array(z.string()).optional(),
  }),
)

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
  const manifest = manifestSchema.parse(
    JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')),
  )
  if (!manifest[page]?.isEntry) {
    const pages = Object.keys(manifest).filter((key) => manifest[key]?.isEntry)
    throw new Error(`${page} is no entry of the build in ${outDir} (entries: ${pages.join(', ')})`)
  }
  const files = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || files.has(chunk.file)) return
    files.add(chunk.file)
    for (const next of chunk.imports ?? []) visit(next)
  }
  visit(page)
  return [...files].filter((file) => file.endsWith('.js'))
}
