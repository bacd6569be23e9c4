/**
 * Where a relying party keeps the nonces it handed out, so each is accepted once and only
 * before it expires. Implementations must make `consume` atomic: two concurrent calls for the
 * same nonce never both return true.
 * @example
 * const store: NonceStore = createMemoryNonceStore()
 * await store.add('q3VbX0aTz9LkP2mW', Date.now() + 300_000)
 * await store.consume('q3VbX0aTz9LkP2mW', Date.now()) // true, then false forever
 */
export type NonceStore = {
  /** Keep `nonce` usable until `expiresAt` (epoch milliseconds). */
  add(nonce: string, expiresAt: number): Promise<void>
  /** Remove `nonce`; true only if it was there and had not expired at `now`. */
  consume(nonce: string, now: number): Promise<boolean>
}
