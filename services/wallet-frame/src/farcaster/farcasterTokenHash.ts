import type { Hasher } from '../auth/createHasher'

/**
 * What the service keeps of a channel token: its keyed hash, never the token.
 * @example const tokenHash = farcasterTokenHash(hasher, token)
 */
export const farcasterTokenHash = (hasher: Hasher, token: string) =>
  hasher.hash(`farcaster:${token}`)
