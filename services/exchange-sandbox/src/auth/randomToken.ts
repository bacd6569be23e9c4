import { randomBytes } from 'node:crypto'

/**
 * A random, URL-safe token of `bytes` bytes: session ids, sign-in cookies, form tokens.
 * @example `exs_${randomToken(16)}` // 'exs_' + 22 characters
 */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url')
}
