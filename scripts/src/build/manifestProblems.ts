import { isDeepStrictEqual } from 'node:util'
import { isRepoOnlyTarget } from './repoOnlyEntries'
import { repositoryLinks } from './repositoryLinks'

/**
 * What {@link manifestProblems} checks a public package against.
 * @example
 * const facts: ManifestFacts = { dir: 'packages/core', manifest, tarballFiles: ['README.md', 'LICENSE', 'package.json'], nodeEngine: '>=20.19' }
 */
export type ManifestFacts = {
  /** The package's folder relative to the repository root: `packages/core`. */
  dir: string
  /** Its parsed package.json. */
  manifest: Record<string, unknown>
  /** The paths `npm pack` puts in its tarball, relative to the package. */
  tarballFiles: readonly string[]
  /** The root manifest's `engines.node`, which every package repeats. */
  nodeEngine: string
}

const SEMVER = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/

/**
 * Everything missing or wrong in a public package's manifest for publishing, one sentence each
 * (empty when it is complete): name and version, description, MIT license, repository links,
 * keywords, `engines.node`, `publishConfig`, README and LICENSE in the tarball, and an `exports`
 * map whose every entry has types. `sideEffects` is checked against the code by
 * {@link sideEffectsProblems}.
 * @example
 * manifestProblems({ dir: 'packages/core', manifest: { name: '@portico/core' }, tarballFiles: [], nodeEngine: '>=20.19' })
 * // ['version is missing or not semver', 'description is missing', …]
 */
export function manifestProblems(facts: ManifestFacts): string[] {
  const { dir, manifest, tarballFiles, nodeEngine } = facts
  const problems: string[] = []
  const expect = (ok: boolean, problem: string) => {
    if (!ok) problems.push(problem)
  }
  const folder = dir.split('/').at(-1)
  expect(manifest.name === `@portico/${folder}`, `name must be @portico/${folder}`)
  expect(
    typeof manifest.version === 'string' && SEMVER.test(manifest.version),
    'version is missing or not semver',
  )
  expect(
    typeof manifest.description === 'string' && manifest.description.trim() !== '',
    'description is missing',
  )
  expect(manifest.license === 'MIT', 'license must be MIT')
  expect(manifest.type === 'module', 'type must be module (the packages are ESM only)')
  const links = repositoryLinks(dir)
  expect(
    isDeepStrictEqual(manifest.repository, links.repository),
    `repository must be ${JSON.stringify(links.repository)}`,
  )
  expect(manifest.homepage === links.homepage, `homepage must be ${links.homepage}`)
  expect(isDeepStrictEqual(manifest.bugs, links.bugs), `bugs must be ${JSON.stringify(links.bugs)}`)
  problems.push(...keywordProblems(manifest.keywords))
  expect(
    isRecord(manifest.engines) && manifest.engines.node === nodeEngine,
    `engines.node must be ${nodeEngine}, as at the root`,
  )
  problems.push(...publishConfigProblems(manifest.publishConfig))
  for (const file of ['README.md', 'LICENSE', 'package.json']) {
    expect(tarballFiles.includes(file), `the tarball has no ${file}`)
  }
  expect(
    Array.isArray(manifest.files) && manifest.files.includes('dist'),
    'files must include dist',
  )
  problems.push(...exportsProblems(manifest.exports, tarballFiles))
  return problems
}

function keywordProblems(keywords: unknown): string[] {
  if (!Array.isArray(keywords) || keywords.length === 0) return ['keywords are missing']
  const words = keywords.filter(
    (word) => typeof word === 'string' && /^[a-z0-9][a-z0-9-]*$/.test(word),
  )
  if (words.length !== keywords.length) return ['keywords must be lowercase words (a-z, 0-9, -)']
  return new Set(words).size === words.length ? [] : ['keywords repeat a word']
}

function publishConfigProblems(publishConfig: unknown): string[] {
  if (!isRecord(publishConfig)) return ['publishConfig is missing']
  const problems: string[] = []
  // Scoped packages are published restricted unless told otherwise.
  if (publishConfig.access !== 'public') problems.push('publishConfig.access must be public')
  // `provenance: true` makes every `npm publish` require a CI identity token, which a release
  // rehearsal against a local registry has not: CI asks for provenance through the environment.
  if ('provenance' in publishConfig) {
    problems.push('publishConfig.provenance must not be set: CI turns provenance on')
  }
  // A registry here would override `npm publish --registry <local registry>`.
  if ('registry' in publishConfig) problems.push('publishConfig.registry must not be set')
  return problems
}

function exportsProblems(exportsMap: unknown, tarballFiles: readonly string[]): string[] {
  if (!isRecord(exportsMap)) return ['exports is missing']
  const problems: string[] = []
  if (!isRecord(exportsMap['.'])) problems.push('exports has no "." entry')
  if (exportsMap['./package.json'] !== './package.json') {
    problems.push('exports must expose ./package.json')
  }
  for (const [subpath, target] of Object.entries(exportsMap)) {
    if (typeof target === 'string') continue
    // Repo-only entries (tests, benches, dev tools) resolve from sources inside the repository.
    if (isRepoOnlyTarget(target)) continue
    if (!isRecord(target)) {
      problems.push(`exports["${subpath}"] is neither a path nor conditions`)
      continue
    }
    const output =
      typeof target.import === 'string' ? /^\.\/dist\/(.+)\.js$/.exec(target.import) : null
    if (!output) {
      problems.push(`exports["${subpath}"].import must be a file under ./dist`)
    } else if (target.types !== `./dist/${output[1]}.d.ts`) {
      problems.push(`exports["${subpath}"].types must be ./dist/${output[1]}.d.ts`)
    }
    const source = target['portico-source']
    if (typeof source !== 'string' || !tarballFiles.includes(source.replace(/^\.\//, ''))) {
      problems.push(`exports["${subpath}"]["portico-source"] is not a file in the tarball`)
    }
  }
  return problems
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
