import { checksumEvmAddress } from './checksumEvmAddress'

const HEX_40 = /^(?:0x)?[0-9a-fA-F]{40}$/

/**
 * Whether a value is an EVM address: 40 hex characters with an optional `0x` (spec §5).
 * All-lowercase and all-uppercase hex carry no checksum and are accepted; mixed case must match
 * EIP-55.
 * @example
 * isEvmAddress('0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045') // true
 * isEvmAddress('0xd8Da6BF26964aF9D7eEd9e03E53415D37aA96045') // false (bad checksum)
 */
export function isEvmAddress(value: unknown): value is string {
  if (typeof value !== 'string' || !HEX_40.test(value)) return false
  const hex = value.slice(-40)
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true
  return checksumEvmAddress(hex).slice(2) === hex
}
