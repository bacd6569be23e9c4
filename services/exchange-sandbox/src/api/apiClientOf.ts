import { sameSecret } from '../auth/sameSecret'
import { tokenHash } from '../auth/tokenHash'

/**
 * Which configured API key an `Authorization` header presents, as its fingerprint; undefined
 * for none or an unknown one. Every key is compared, in constant time, so the time taken tells
 * nothing of which one nearly matched.
 * @example apiClientOf(`Bearer ${key}`, [key]) // 'a3f1…' (64 hex)
 */
export function apiClientOf(
  authorization: string | undefined,
  apiKeys: readonly string[],
): string | undefined {
  const presented = /^Bearer (\S{1,256})$/.exec(authorization ?? '')?.[1]
  if (!presented) return undefined
  const matches = apiKeys.filter((key) => sameSecret(presented, key))
  return matches.length > 0 ? tokenHash(presented) : undefined
}
