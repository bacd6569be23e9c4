import { existsSync, readFileSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'

/**
 * Files reachable from `entry` through static imports (`import … from`, `export … from`); type-only
 * imports are erased by the build and not followed.
 * @example
 * staticGraph(join(srcDir, 'index.ts'), srcDir).has('modal/Modal.tsx') // false
 */
export function staticGraph(entry: string, root: string): Set<string> {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    const source = readFileSync(file, 'utf8')
    for (const match of source.matchAll(
      /^(?:import|export)\s(?!type\s)[^'"]*?from\s+'(\.[^']+)'/gm,
    )) {
      const base = resolve(dirname(file), match[1] ?? '')
      const target = ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find(existsSync)
      if (target) visit(target)
    }
  }
  visit(entry)
  return new Set([...seen].map((file) => relative(root, file)))
}
