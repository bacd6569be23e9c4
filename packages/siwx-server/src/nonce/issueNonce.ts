import { generateNonce } from './generateNonce'
import type { NonceStore } from './NonceStore'
import { timePrefix } from './timePrefix'

/**
 * Make a fresh nonce, remember it in `store` for `ttlMs` and return it with its expiry. The
 * nonce is the issue time in 8 base-62 characters, then 22 random ones (about 130 bits): a store
 * keyed by nonce then adds each one at the end of its index instead of at a random place, which
 * keeps writes cheap however many nonces are waiting.
 * @example
 * const { nonce, expiresAt } = await issueNonce(store, { ttlMs: 5 * 60_000 })
 */
export async function issueNonce(
  store: NonceStore,
  options: { ttlMs: number; now?: number },
): Promise<{ nonce: string; expiresAt: number }> {
  const now = options.now ?? Date.now()
  const nonce = `${timePrefix(now)}${generateNonce()}`
  const expiresAt = now + options.ttlMs
  await store.add(nonce, expiresAt)
  return { nonce, expiresAt }
}
