/**
 * Wraps a dynamic `import()` so it runs once: every call shares the first call's promise. A
 * failed load (a dropped connection) is forgotten, so the next call tries again.
 * @example
 * const loadParts = createLoader(() => import('../client/startedParts'))
 * await (await loadParts()).actions.disconnect(internals, {})
 */
export function createLoader<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    })
    return loading
  }
}
