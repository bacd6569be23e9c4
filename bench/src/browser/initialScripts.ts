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
 * The JS files a built page loads before any dynamic import: each entry chunk and, recursively,
 * its static imports (what the HTML's script and modulepreload tags fetch), from Vite's
 * manifest.
 * @example
 * initialScripts('/tmp/dist') // ['assets/index-abc.js']
 */
export function initialScripts(outDir: string): string[] {
  const manifest = manifestSchema.parse(
    JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')),
  )
  const files = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || files.has(chunk.file)) return
    files.add(chunk.file)
    for (const next of chunk.imports ?? []) visit(next)
  }
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key)
  return [...files].filter((file) => file.endsWith('.js'))
}
