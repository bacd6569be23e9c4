import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Keyed hashing of codes, device secrets and tokens (HMAC-SHA256 under the service's hash key),
 * with a constant-time comparison.
 * @example
 * const hasher = createHasher(secrets.hashKey)
 * hasher.matches(row.code_hash, hasher.hash(`otp:${id}:${code}`))
 */
export function createHasher(key: Uint8Array) {
  return {
    hash(value: string): string {
      return createHmac('sha256', key).update(value, 'utf8').digest('hex')
    },
    matches(expected: string, actual: string): boolean {
      const a = Buffer.from(expected, 'hex')
      const b = Buffer.from(actual, 'hex')
      return a.length === b.length && timingSafeEqual(a, b)
    },
  }
}

/** A hasher made by {@link createHasher}. @example hasher.hash('x') */
export type Hasher = ReturnType<typeof createHasher>
