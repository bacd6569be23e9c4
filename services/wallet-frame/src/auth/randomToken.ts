import { randomBytes, randomInt } from 'node:crypto'

/**
 * A random URL-safe token of `bytes` bytes (ids, refresh tokens, approval links).
 * @example randomToken() // 'q3V…'
 */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url')
}

/**
 * A uniformly random 6-digit code, leading zeros kept.
 * @example randomOtp() // '042917'
 */
export function randomOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}
