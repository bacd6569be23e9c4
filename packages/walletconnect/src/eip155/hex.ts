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

/**
 * Calldata of ERC-20 `transfer(address,uint256)`; tokens whose `transfer` returns nothing
 * (USDT) take the same calldata.
 * @example
 * encodeErc20Transfer('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 1n) // '0xa9059cbb…01'
 */
export function encodeErc20Transfer(to: string, amount: bigint): `0x${string}` {
  const word = (hex: string) => hex.toLowerCase().padStart(64, '0')
  return `0xa9059cbb${word(to.replace(/^0x/, ''))}${word(amount.toString(16))}`
}
