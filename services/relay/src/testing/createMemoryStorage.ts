/**
 * An in-memory key-value storage in the shape the WalletConnect SDK accepts as `storage`, one
 * per client so two clients in one process never share state. Values are cloned on the way in
 * and out, as a real storage would serialize them.
 * @example
 * const client = await SignClient.init({ storage: createMemoryStorage(), customStoragePrefix: 'dapp' })
 */
export function createMemoryStorage() {
  const entries = new Map<string, unknown>()
  return {
    getKeys: async () => [...entries.keys()],
    getEntries: async <T = unknown>() =>
      [...entries.entries()].map(([key, value]) => [key, structuredClone(value)] as [string, T]),
    getItem: async <T = unknown>(key: string) => structuredClone(entries.get(key)) as T | undefined,
    setItem: async <T = unknown>(key: string, value: T) => {
      entries.set(key, structuredClone(value))
    },
    removeItem: async (key: string) => {
      entries.delete(key)
    },
  }
}
