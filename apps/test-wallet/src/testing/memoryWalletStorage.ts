/**
 * A map-backed stand-in for the browser's `localStorage`, as the wallet controller reads and
 * writes it.
 * @example
 * createWalletController(config, { storage: memoryWalletStorage(), origin: 'http://127.0.0.1:5174' })
 */
export function memoryWalletStorage() {
  const entries = new Map<string, string>()
  return {
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => void entries.set(key, value),
  }
}
