import { createHash } from 'node:crypto'

/**
 * The hash a random token is stored under (the database never holds a cookie's value), also
 * used as an API key's fingerprint.
 * @example tokenHash('k9…').length // 64
 */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
