import { describe, expect, it } from 'vitest'
import { repoOnlyEntries } from './repoOnlyEntries'

describe('repoOnlyEntries', () => {
  it('names the entries only the portico-source condition resolves', () => {
    const manifest = {
      exports: {
        '.': {
          'portico-source': './src/index.ts',
          types: './dist/index.d.ts',
          import: './dist/index.js',
        },
        './bench': { 'portico-source': './src/bench/index.ts' },
        './testing': { 'portico-source': './src/testing/index.ts' },
        './package.json': './package.json',
      },
    }
    expect(repoOnlyEntries(JSON.stringify(manifest))).toEqual(['./bench', './testing'])
    expect(repoOnlyEntries('{}')).toEqual([])
  })
})
