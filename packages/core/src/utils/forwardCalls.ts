/**
 * The typed front of code fetched with its first use: for each of `names`, a method that waits
 * for `load` and calls the loaded object's method of that name with its arguments. A front
 * made of a list of names weighs less in the page's first load than one written out per method.
 * @example
 * const blockchain: BlockchainApiClient = forwardCalls(loadClient, BLOCKCHAIN_API_METHODS)
 */
export function forwardCalls<T extends object, K extends keyof T>(
  load: () => Promise<T>,
  names: readonly K[],
): Pick<T, K> {
  const front = {} as Record<K, unknown>
  for (const name of names) {
    front[name] = async (...args: unknown[]) => {
      const loaded = await load()
      return (loaded[name] as (...a: unknown[]) => unknown).apply(loaded, args)
    }
  }
  return front as Pick<T, K>
}
