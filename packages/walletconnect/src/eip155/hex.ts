import { z } from '@portico/common/zod'

/**
 * A 0x-prefixed hex string, as wallets return signatures and hashes.
 * @example
 * const hash = hexSchema.parse(result)
 */
export const hexSchema = z.string().regex(/^0x[0-9a-fA-F]*$/) as z.ZodType<`0x${string}`>

/**
 * A bigint as an EIP-1474 quantity (`0x`-prefixed, no leading zeros).
 * @example
 * toQuantity(10n ** 18n) // '0xde0b6b3a7640000'
 */
export function toQuantity(value: bigint): `0x${string}` {
  return `0x${value.toString(16)}`
}

/**
 * Text as the hex of its UTF-8 bytes, the form personal_sign takes.
 * @example
 * utf8ToHex('hello') // '0x68656c6c6f'
 */
export function utf8ToHex(text: string): `0x${string}` {
  const bytes = new TextEncoder().encode(text)
  return `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`
}
