import { hash } from 'node:crypto'

/**
 * Remembers recently stored messages (sha256 of topic and text, until their expiry) so a
 * republished message — the SDK retries a publish it got no answer for — is recognised without
 * a unique index on the hot write path. Holds at most `limit` entries; the oldest are forgotten
 * first (a ring of keys, so eviction stays O(1) however long the relay runs).
 * @example
 * const recent = createRecentMessages(100_000)
 * if (!recent.claim(message)) return undefined // duplicate
 */
export function createRecentMessages(limit: number) {
  const expiryOf = new Map<string, number>()
  const ring: (string | undefined)[] = new Array(limit)
  let next = 0
  return {
    /** Record a message; false when an unexpired copy was recorded before. */
    claim(message: { topic: string; message: string; publishedAt: number; expiresAt: number }) {
      // Topics are fixed-length hex, so topic + text is unambiguous.
      const key = hash('sha256', message.topic + message.message, 'base64')
      const expiry = expiryOf.get(key)
      if (expiry !== undefined && expiry > message.publishedAt) return false
      const evicted = ring[next]
      if (evicted !== undefined) expiryOf.delete(evicted)
      ring[next] = key
      next = (next + 1) % limit
      expiryOf.set(key, message.expiresAt)
      return true
    },
    /** Forget what expired at or before `now`. */
    prune(now: number): void {
      for (const [key, expiry] of expiryOf) if (expiry <= now) expiryOf.delete(key)
    },
  }
}
