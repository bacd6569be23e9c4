import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { apiEntryPoints } from './apiEntryPoints'

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..')

describe('apiEntryPoints', () => {
  it('documents every export of every public package, from its TypeScript source', () => {
    const entries = apiEntryPoints(repoRoot)
    const specifiers = entries.map((entry) => entry.specifier)
    expect(specifiers).toEqual(
      expect.arrayContaining([
        '@portico/core',
        '@portico/react',
        '@portico/web',
        '@portico/appkit/react',
        '@portico/common/schemas/api',
        '@portico/siwx-server/verify',
      ]),
    )
    expect(specifiers.some((specifier) => specifier.startsWith('@portico/test'))).toBe(false)
    expect(specifiers).toEqual([...specifiers].sort((a, b) => a.localeCompare(b)))
    for (const entry of entries) expect(existsSync(entry.file), entry.file).toBe(true)
  })

  it('leaves out private packages and exports without a TypeScript source', () => {
    const root = mkdtempSync(join(tmpdir(), 'portico-api-entries-'))
    try {
      const manifest = (name: string, contents: object) => {
        mkdirSync(join(root, 'packages', name), { recursive: true })
        writeFileSync(join(root, 'packages', name, 'package.json'), JSON.stringify(contents))
      }
      manifest('kit', {
        name: '@acme/kit',
        exports: {
          '.': { 'portico-source': './src/index.ts', import: './dist/index.js' },
          './styles.css': './dist/styles.css',
          './package.json': './package.json',
        },
      })
      manifest('fixtures', {
        name: '@acme/fixtures',
        private: true,
        exports: { '.': { 'portico-source': './src/index.ts' } },
      })
      expect(apiEntryPoints(root)).toEqual([
        { specifier: '@acme/kit', file: join(root, 'packages/kit/src/index.ts') },
      ])
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })
})
