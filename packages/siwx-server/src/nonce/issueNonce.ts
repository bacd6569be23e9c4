import { generateNonce } from './generateNonce'
import type { NonceStore } from './NonceStore'

/**
 * Make a fresh nonce, remember it in `store` for `ttlMs` and return it with its expiry.
 * @example
 * const { nonce, expiresAt } = await issueNonce(store, { ttlMs: 5 * 60_000 })
 */
export async function issueNonce(
  store: NonceStore,
  options: { ttlMs: number; now?: number },
): Promise<{ nonce: string; expiresAt: number }> {
  const nonce = generateNonce()
  const expiresAt = (options.now ?? Date.now()) + options.ttlMs
  await store.add(nonce, expiresAt)
  return { nonce, expiresAt }
}
