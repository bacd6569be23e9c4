import { describe, expect, it } from 'vitest'
import { manifestProblems } from './manifestProblems'
import { repositoryLinks } from './repositoryLinks'

const complete = (): Record<string, unknown> => ({
  name: '@portico/core',
  version: '0.1.0',
  type: 'module',
  description: 'Framework-agnostic Portico client.',
  license: 'MIT',
  keywords: ['portico', 'wallet'],
  ...repositoryLinks('packages/core'),
  sideEffects: false,
  engines: { node: '>=20.19' },
  publishConfig: { access: 'public' },
  exports: {
    '.': {
      'portico-source': './src/index.ts',
      types: './dist/index.d.ts',
      import: './dist/index.js',
    },
    './package.json': './package.json',
  },
  files: ['dist', 'src'],
})
const tarballFiles = ['LICENSE', 'README.md', 'package.json', 'src/index.ts', 'dist/index.js']
const problemsOf = (manifest: Record<string, unknown>, files = tarballFiles) =>
  manifestProblems({ dir: 'packages/core', manifest, tarballFiles: files, nodeEngine: '>=20.19' })

describe('manifestProblems', () => {
  it('finds nothing wrong with a complete manifest', () => {
    expect(problemsOf(complete())).toEqual([])
  })

  // Each row breaks one field of the complete manifest: a value to put in its place, or
  // undefined to leave the field out.
  it.each<[string, Record<string, unknown>, string]>([
    ['a name of another folder', { name: '@portico/react' }, 'name must be @portico/core'],
    ['no version', { version: undefined }, 'version is missing or not semver'],
    ['a blank description', { description: ' ' }, 'description is missing'],
    ['another license', { license: 'ISC' }, 'license must be MIT'],
    ['CommonJS', { type: undefined }, 'type must be module (the packages are ESM only)'],
    [
      'the repository without its directory',
      { repository: { type: 'git', url: 'git+https://github.com/portico-kit/portico.git' } },
      'repository must be {"type":"git","url":"git+https://github.com/portico-kit/portico.git","directory":"packages/core"}',
    ],
    [
      "another package's homepage",
      { homepage: repositoryLinks('packages/react').homepage },
      'homepage must be https://github.com/portico-kit/portico/tree/main/packages/core#readme',
    ],
    [
      'no bugs link',
      { bugs: undefined },
      'bugs must be {"url":"https://github.com/portico-kit/portico/issues"}',
    ],
    ['no keywords', { keywords: [] }, 'keywords are missing'],
    [
      'a keyword with capitals',
      { keywords: ['Portico'] },
      'keywords must be lowercase words (a-z, 0-9, -)',
    ],
    ['a repeated keyword', { keywords: ['wallet', 'wallet'] }, 'keywords repeat a word'],
    [
      'another Node range',
      { engines: { node: '>=18' } },
      'engines.node must be >=20.19, as at the root',
    ],
    ['no publishConfig', { publishConfig: undefined }, 'publishConfig is missing'],
    [
      'restricted access',
      { publishConfig: { access: 'restricted' } },
      'publishConfig.access must be public',
    ],
    [
      'provenance required in the manifest',
      { publishConfig: { access: 'public', provenance: true } },
      'publishConfig.provenance must not be set: CI turns provenance on',
    ],
    [
      'a pinned registry',
      { publishConfig: { access: 'public', registry: 'https://registry.npmjs.org/' } },
      'publishConfig.registry must not be set',
    ],
    ['files without dist', { files: ['src'] }, 'files must include dist'],
    ['no exports', { exports: undefined }, 'exports is missing'],
    [
      'an entry without types',
      {
        exports: {
          '.': { 'portico-source': './src/index.ts', import: './dist/index.js' },
          './package.json': './package.json',
        },
      },
      'exports["."].types must be ./dist/index.d.ts',
    ],
    [
      'no ./package.json export',
      { exports: { '.': (complete().exports as Record<string, unknown>)['.'] } },
      'exports must expose ./package.json',
    ],
  ])('reports %s', (_case, change, problem) => {
    const manifest = { ...complete(), ...change }
    for (const [field, value] of Object.entries(change)) {
      if (value === undefined) delete manifest[field]
    }
    expect(problemsOf(manifest)).toEqual([problem])
  })

  it('reports a README or LICENSE missing from the tarball', () => {
    expect(problemsOf(complete(), ['package.json', 'src/index.ts'])).toEqual([
      'the tarball has no README.md',
      'the tarball has no LICENSE',
    ])
  })

  it('reports an entry whose source is not shipped', () => {
    expect(problemsOf(complete(), ['LICENSE', 'README.md', 'package.json'])).toEqual([
      'exports["."]["portico-source"] is not a file in the tarball',
    ])
  })
})
