/**
 * A bigint as an EIP-1474 quantity: `0x`-prefixed hex without leading zeros.
 * @example
 * toQuantity(10n ** 18n) // '0xde0b6b3a7640000'
 */
export function toQuantity(value: bigint): `0x${string}` {
  return `0x${value.toString(16)}`
}
