import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { ENGLISH_AREAS } from '../i18n/loadEnglishAreas'

// The English feature areas arrive with the lazy views that declare them (`lazyView(load,
// areas)`); the modal's own chunk holds only `englishBaseAreas`. A view whose code reads an area it
// does not declare would show that area's keys instead of words, so this follows each chunk's
// imports in the source and checks the areas its files name against what it declares.

const src = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const LAZY_WRAPPER = /^Lazy\w+View\.ts$/
const AREA_KEY = new RegExp(`['"\`](${ENGLISH_AREAS.join('|')})\\.[a-zA-Z]`, 'g')

/** Source without comments: an example in a doc comment is not code that reads a message. */
function codeOf(file: string): string {
  return readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
}

function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier)
  return ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find(existsSync)
}

/** The files `file` imports, statically (types erased) or dynamically. */
function importsOf(file: string): string[] {
  const code = codeOf(file)
  const specifiers = [
    ...code.matchAll(/^(?:import|export)\s(?!type\s)[^'"]*?from\s+'(\.[^']+)'/gm),
    ...code.matchAll(/import\('(\.[^']+)'\)/g),
  ].map((match) => match[1] ?? '')
  return specifiers.flatMap((specifier) => resolveImport(file, specifier) ?? [])
}

/** The lazy wrappers (`Lazy<Name>View.ts`, each beside its view) under `dir`. */
function lazyWrapperFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return lazyWrapperFiles(path)
    return LAZY_WRAPPER.test(entry.name) ? [path] : []
  })
}

/** Each lazy view: the module its chunk starts at, and the areas it declares. */
function lazyViews(): Map<string, { module: string; areas: string[]; file: string }> {
  const views = new Map<string, { module: string; areas: string[]; file: string }>()
  for (const file of lazyWrapperFiles(join(src, 'views'))) {
    const code = codeOf(file)
    const name = /export const (\w+) = lazyView\(/.exec(code)?.[1]
    if (!name) throw new Error(`${relative(src, file)}: no lazyView export`)
    let module = resolveImport(file, /import\('(\.[^']+)'\)/.exec(code)?.[1] ?? '')
    if (!module) {
      // A loader imported from its own file: the module that file imports dynamically.
      const loader = /lazyView\((\w+)/.exec(code)?.[1] ?? ''
      const loaderFile = resolveImport(
        file,
        new RegExp(`import \\{ ${loader} \\} from '([^']+)'`).exec(code)?.[1] ?? '',
      )
      const target = loaderFile && /import\('(\.[^']+)'\)/.exec(codeOf(loaderFile))?.[1]
      module = loaderFile && target ? resolveImport(loaderFile, target) : undefined
    }
    if (!module) throw new Error(`${name}: its module was not found in ${relative(src, file)}`)
    const declared = /,\s*\[([^\]]*)\]\s*,?\s*\)\s*$/.exec(code.trim())?.[1] ?? ''
    views.set(name, {
      module,
      file,
      areas: [...declared.matchAll(/'(\w+)'/g)].map((m) => m[1] ?? ''),
    })
  }
  return views
}

/** The areas the files reachable from `entry` read, stopping at other lazy views' chunks. */
function areasReadFrom(entry: string, chunkStarts: ReadonlySet<string>): Map<string, string[]> {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file) || (file !== entry && chunkStarts.has(file))) return
    seen.add(file)
    for (const imported of importsOf(file)) visit(imported)
  }
  visit(entry)
  const read = new Map<string, string[]>()
  for (const file of seen) {
    if (file.includes('/i18n/messages/')) continue
    for (const match of codeOf(file).matchAll(AREA_KEY)) {
      const area = match[1] ?? ''
      read.set(area, [...new Set([...(read.get(area) ?? []), relative(src, file)])])
    }
  }
  return read
}

describe('English areas of the lazy views', () => {
  const views = lazyViews()
  const chunkStarts = new Set([...views.values()].map((view) => view.module))

  it('finds every lazy view, each in its own wrapper beside the view it loads', () => {
    expect(views.size).toBeGreaterThan(20)
    for (const [name, view] of views) {
      expect({ name, calls: codeOf(view.file).match(/= lazyView\(/g)?.length }).toEqual({
        name,
        calls: 1,
      })
      expect(relative(src, view.file)).toBe(join(relative(src, dirname(view.module)), `${name}.ts`))
    }
  })

  it('keeps lazyView calls in the wrappers only: loading/ is the mechanism', () => {
    const callers = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const path = join(dir, entry.name)
        if (entry.isDirectory()) return callers(path)
        if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return []
        return /= lazyView\(/.test(codeOf(path)) ? [relative(src, path)] : []
      })
    const wrappers = [...views.values()].map((view) => relative(src, view.file))
    expect(callers(src).sort()).toEqual(wrappers.sort())
  })

  it('keeps feature areas out of the package entries and the modal’s chunk', () => {
    for (const entry of ['index.ts', 'vanilla/index.ts']) {
      expect(Object.fromEntries(areasReadFrom(join(src, entry), chunkStarts))).toEqual({})
    }
  })

  it('declares, for each lazy view, exactly the areas its chunk reads', () => {
    for (const [name, view] of views) {
      const read = [...areasReadFrom(view.module, chunkStarts).keys()].sort()
      expect({ name, areas: [...view.areas].sort() }).toEqual({ name, areas: read })
    }
  })
})
