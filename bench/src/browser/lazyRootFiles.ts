import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import { initialScripts } from './initialScripts'

const manifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    src: z.string().optional(),
    name: z.string().optional(),
    imports: z.array(z.string()).optional(),
  }),
)

/**
 * The JS files a built page fetches when it loads the chunks whose source path (a dynamic
 * entry's) or name (a chunk the bundler made of a lazy root's modules, `startedParts`) `roots`
 * matches: their own files and, recursively, their static imports, as Vite's preload fetches
 * them together, less the page's first load. What those `import()`s cost in requests.
 * @example
 * lazyRootFiles('/tmp/dist', /modal\/Modal\.js$/) // ['assets/Modal-abc.js', …]
 */
export function lazyRootFiles(outDir: string, roots: RegExp): string[] {
  const manifest = manifestSchema.parse(
    JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')),
  )
  const firstLoad = new Set(initialScripts(outDir))
  const files = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || files.has(chunk.file)) return
    files.add(chunk.file)
    for (const next of chunk.imports ?? []) visit(next)
  }
  const matched = Object.keys(manifest).filter((key) => {
    const chunk = manifest[key]
    return chunk !== undefined && roots.test(chunk.src ?? chunk.name ?? key)
  })
  if (matched.length === 0)
    throw new Error(`no lazy root of the build in ${outDir} matches ${roots}`)
  for (const key of matched) visit(key)
  return [...files].filter((file) => file.endsWith('.js') && !firstLoad.has(file))
}
