import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { initialScripts } from './initialScripts'

// A two-page build as Vite's manifest describes it: each page's entry, a chunk both share, a
// chunk only the second page imports, and a lazy chunk.
const manifest = {
  'index.html': {
    file: 'assets/main-a.js',
    isEntry: true,
    imports: ['_shared-s.js'],
    dynamicImports: ['src/Modal.tsx'],
  },
  'plain.html': {
    file: 'assets/plain-p.js',
    isEntry: true,
    imports: ['_shared-s.js', '_web-w.js'],
  },
  '_shared-s.js': { file: 'assets/shared-s.js' },
  '_web-w.js': { file: 'assets/web-w.js', css: ['assets/web-w.css'] },
  'src/Modal.tsx': { file: 'assets/Modal-m.js', isDynamicEntry: true },
}

describe('initialScripts', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'portico-bench-manifest-'))
  mkdirSync(join(outDir, '.vite'))
  writeFileSync(join(outDir, '.vite/manifest.json'), JSON.stringify(manifest))
  afterAll(() => rmSync(outDir, { recursive: true, force: true }))

  it("lists the landing page's entry and its static imports, not another page's", () => {
    expect(initialScripts(outDir)).toEqual(['assets/main-a.js', 'assets/shared-s.js'])
  })

  it('lists the page asked for', () => {
    expect(initialScripts(outDir, 'plain.html')).toEqual([
      'assets/plain-p.js',
      'assets/shared-s.js',
      'assets/web-w.js',
    ])
  })

  it('refuses a page the build has no entry for', () => {
    expect(() => initialScripts(outDir, 'missing.html')).toThrow(
      /missing\.html is no entry .* \(entries: index\.html, plain\.html\)/,
    )
  })
})
