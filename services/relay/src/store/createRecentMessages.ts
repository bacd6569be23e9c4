import { hash } from 'node:crypto'

/**
 * Remembers recently stored messages (sha256 of topic and text, until their expiry) so a
 * republished message — the SDK retries a publish it got no answer for — is recognised without
 * a unique index on the hot write path. Holds at most `limit` entries, dropping the oldest.
 * @example
 * const recent = createRecentMessages(100_000)
 * if (!recent.claim(message)) return undefined // duplicate
 */
export function createRecentMessages(limit: number) {
  const expiryOf = new Map<string, number>()
  return {
    /** Record a message; false when an unexpired copy was recorded before. */
    claim(message: { topic: string; message: string; publishedAt: number; expiresAt: number }) {
      // Topics are fixed-length hex, so topic + text is unambiguous.
      const key = hash('sha256', message.topic + message.message, 'base64')
      const expiry = expiryOf.get(key)
      if (expiry !== undefined && expiry > message.publishedAt) return false
      expiryOf.delete(key)
      expiryOf.set(key, message.expiresAt)
      if (expiryOf.size > limit) {
        const oldest = expiryOf.keys().next()
        if (!oldest.done) expiryOf.delete(oldest.value)
      }
      return true
    },
    /** Forget what expired at or before `now`. */
    prune(now: number): void {
      for (const [key, expiry] of expiryOf) if (expiry <= now) expiryOf.delete(key)
    },
  }
}
