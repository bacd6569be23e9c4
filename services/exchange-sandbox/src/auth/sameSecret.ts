import { createHash, timingSafeEqual } from 'node:crypto'

const digest = (value: string) => createHash('sha256').update(value).digest()

/**
 * Whether two secrets (API keys, passwords, form tokens) are equal, in time that does not depend
 * on where they differ or on their lengths (both are hashed to 32 bytes first).
 * @example sameSecret(presented, configured) // true
 */
export function sameSecret(a: string, b: string): boolean {
  return timingSafeEqual(digest(a), digest(b))
}
