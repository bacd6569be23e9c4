import type { NonceStore } from './NonceStore'

/**
 * A {@link NonceStore} in process memory, for one server process or a browser tab. Expired
 * nonces are dropped as new ones arrive; past `maxSize` live nonces the oldest go first.
 * @example
 * const nonces = createMemoryNonceStore()
 * const { nonce } = await issueNonce(nonces, { ttlMs: 300_000 })
 */
export function createMemoryNonceStore(
  options: { maxSize?: number; now?: () => number } = {},
): NonceStore {
  const { maxSize = 10_000, now = Date.now } = options
  const nonces = new Map<string, number>()
  return {
    async add(nonce, expiresAt) {
      const time = now()
      for (const [key, expiry] of nonces) if (expiry <= time) nonces.delete(key)
      nonces.delete(nonce)
      nonces.set(nonce, expiresAt)
      // Map iteration follows insertion order, so the first key is the oldest.
      for (const key of nonces.keys()) {
        if (nonces.size <= maxSize) break
        nonces.delete(key)
      }
    },
    async consume(nonce, time) {
      const expiresAt = nonces.get(nonce)
      nonces.delete(nonce)
      return expiresAt !== undefined && time < expiresAt
    },
  }
}
