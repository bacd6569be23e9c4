import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'

const manifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    src: z.string().optional(),
    name: z.string().optional(),
    isEntry: z.boolean().optional(),
    imports: z.array(z.string()).optional(),
  }),
)

/**
 * A Vite build's manifest (`.vite/manifest.json`): each chunk by its key, with its file and the
 * keys of its static imports.
 * @example
 * const manifest = readViteManifest('/tmp/dist')
 */
export type ViteManifest = z.infer<typeof manifestSchema>

/**
 * Reads and checks the manifest of the Vite build in `outDir`.
 * @example
 * readViteManifest('/tmp/dist')['index.html']?.file // 'assets/index-abc.js'
 */
export function readViteManifest(outDir: string): ViteManifest {
  return manifestSchema.parse(JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')))
}

/**
 * The JS files of the given chunks and, recursively, of their static imports: what the browser
 * fetches with them (Vite's modulepreload tags and preload helper fetch them together).
 * @example
 * withStaticImports(manifest, ['index.html']) // ['assets/index-abc.js', 'assets/vendor-def.js']
 */
export function withStaticImports(manifest: ViteManifest, keys: readonly string[]): string[] {
  const files = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || files.has(chunk.file)) return
    files.add(chunk.file)
    for (const next of chunk.imports ?? []) visit(next)
  }
  for (const key of keys) visit(key)
  return [...files].filter((file) => file.endsWith('.js'))
}
