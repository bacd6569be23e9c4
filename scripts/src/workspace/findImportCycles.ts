import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { findGraphCycles } from './findGraphCycles'

const SOURCE = /\.(ts|tsx)$/
// Static imports, re-exports and dynamic import()s: a lazy edge ties the files as much as a
// static one (a view that imports the loader that lazily imports the view is still a circle,
// and neither file can be moved or read alone); it only changes what is fetched when.
const RELATIVE_IMPORT = /(?:\bfrom|^import|\bimport\()\s*'(\.{1,2}\/[^']+)'/gm
const COMMENT = /\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path)
    return SOURCE.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier.replace(/\.js$/, ''))
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  )
}

/**
 * Import cycles among the modules of one source folder (relative imports, re-exports and
 * `import()`s, type-only ones included: a cycle of types still ties the files so neither can be read, moved or split
 * alone). Test files are left out. Paths are relative to `dir`.
 * @example
 * findImportCycles('packages/core/src') // [] when core's modules form no cycle
 */
export function findImportCycles(dir: string): string[][] {
  const edges = new Map<string, string[]>()
  for (const file of sourceFiles(dir)) {
    const text = readFileSync(file, 'utf8').replace(COMMENT, '')
    const targets = [...text.matchAll(RELATIVE_IMPORT)]
      .map((match) => resolveImport(file, match[1] as string))
      .filter((target): target is string => target !== undefined)
    edges.set(
      relative(dir, file),
      targets.map((target) => relative(dir, target)),
    )
  }
  return findGraphCycles(edges)
}
