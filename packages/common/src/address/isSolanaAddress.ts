import { decodeBase58 } from './base58'

/**
 * Whether a value is a Solana address: 32–44 base58 characters that decode to 32 bytes (spec §5).
 * @example
 * isSolanaAddress('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA') // true
 * isSolanaAddress('0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045') // false
 */
export function isSolanaAddress(value: unknown): value is string {
  if (typeof value !== 'string' || value.length < 32 || value.length > 44) return false
  return decodeBase58(value)?.length === 32
}
