/**
 * Whether an `exports` target is for this repository only: its sole condition is
 * `portico-source` (a service's benches, test helpers and dev tools), not built or shipped.
 * @example
 * isRepoOnlyTarget({ 'portico-source': './src/bench/index.ts' }) // true
 */
export function isRepoOnlyTarget(target: unknown): boolean {
  return (
    typeof target === 'object' && target !== null && Object.keys(target).join() === 'portico-source'
  )
}

/**
 * The `exports` subpaths of a manifest that only this repository resolves: an entry whose sole
 * condition is `portico-source` (a service's benches, test helpers and dev tools). They are not
 * built or shipped, and no consumer's resolver can reach them.
 * @example
 * repoOnlyEntries('{"exports":{".":{…},"./bench":{"portico-source":"./src/bench/index.ts"}}}') // ['./bench']
 */
export function repoOnlyEntries(manifestJson: string): string[] {
  const manifest = JSON.parse(manifestJson) as { exports?: Record<string, unknown> }
  return Object.entries(manifest.exports ?? {})
    .filter(([, target]) => isRepoOnlyTarget(target))
    .map(([subpath]) => subpath)
}
