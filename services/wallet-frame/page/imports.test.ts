import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// The frame page runs in the browser on the frame's origin; the server only serves its built
// assets. Both may use src/shared (the config block, protocol sentences, key set-up message,
// recovery parameters), which uses neither.
const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..')

type Side = 'page' | 'shared' | 'server' | 'outside'

const sideOf = (path: string): Side => {
  const rel = relative(packageDir, path)
  if (rel.startsWith('page/')) return 'page'
  if (rel.startsWith('src/shared/')) return 'shared'
  if (rel.startsWith('src/')) return 'server'
  return 'outside'
}

const productFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : productFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })

const specifiersOf = (source: string): string[] =>
  [...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm)].map(
    (match) => match[1] ?? '',
  )

/** Each product file's imports as `file -> target side or bare name`, for one side. */
const importsOf = (dir: string) =>
  productFiles(join(packageDir, dir)).flatMap((file) =>
    specifiersOf(readFileSync(file, 'utf8')).map((specifier) => ({
      file: relative(packageDir, file),
      specifier,
      to: specifier.startsWith('.') ? sideOf(resolve(dirname(file), specifier)) : specifier,
    })),
  )

const breaches = (imports: ReturnType<typeof importsOf>, allowed: (to: string) => boolean) =>
  imports.filter(({ to }) => !allowed(to)).map(({ file, specifier }) => `${file} -> ${specifier}`)

describe('the frame page and the server', () => {
  it('the page imports page and shared code only, and no Node module', () => {
    const imports = importsOf('page')
    expect(imports.map(({ file }) => file)).toContain('page/main.ts')
    expect(
      breaches(
        imports,
        (to) =>
          to === 'page' ||
          to === 'shared' ||
          (to !== 'server' && to !== 'outside' && !to.startsWith('node:')),
      ),
    ).toEqual([])
  })

  it('the server imports no page code', () => {
    const imports = importsOf('src').filter(
      ({ file }) => sideOf(join(packageDir, file)) === 'server',
    )
    expect(imports.map(({ file }) => file)).toContain('src/createApp.ts')
    expect(breaches(imports, (to) => to !== 'page' && to !== 'outside')).toEqual([])
  })

  it('shared code imports neither side', () => {
    const imports = importsOf('src/shared')
    expect(imports.length).toBeGreaterThan(0)
    expect(breaches(imports, (to) => to !== 'page' && to !== 'server' && to !== 'outside')).toEqual(
      [],
    )
  })

  it('a page module reaching into the server is caught', () => {
    const file = join(packageDir, 'page', 'createAuthHandlers.ts')
    expect(sideOf(resolve(dirname(file), '../src/auth/createSessions'))).toBe('server')
    expect(sideOf(resolve(dirname(file), '../src/shared/FrameConfig'))).toBe('shared')
    expect(specifiersOf("import { a } from '../src/x'\nconst b = await import('./y')")).toEqual([
      '../src/x',
      './y',
    ])
  })
})
