import { initialScripts } from './initialScripts'
import { readViteManifest, withStaticImports } from './viteManifest'

/**
 * The JS files a built page fetches when it loads the chunks whose source path (a dynamic
 * entry's) or name (a chunk the bundler made of a lazy root's modules, `startedParts`) `roots`
 * matches: their own files and, recursively, their static imports, as Vite's preload fetches
 * them together, less the page's first load. What those `import()`s cost in requests.
 * @example
 * lazyRootFiles('/tmp/dist', /modal\/Modal\.js$/) // ['assets/Modal-abc.js', …]
 */
export function lazyRootFiles(outDir: string, roots: RegExp): string[] {
  const manifest = readViteManifest(outDir)
  const firstLoad = new Set(initialScripts(outDir))
  const matched = Object.keys(manifest).filter((key) => {
    const chunk = manifest[key]
    return chunk !== undefined && roots.test(chunk.src ?? chunk.name ?? key)
  })
  if (matched.length === 0) {
    throw new Error(`no lazy root of the build in ${outDir} matches ${roots}`)
  }
  return withStaticImports(manifest, matched).filter((file) => !firstLoad.has(file))
}
