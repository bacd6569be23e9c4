import { isBitcoinAddress } from './isBitcoinAddress'
import { isEvmAddress } from './isEvmAddress'
import { isSolanaAddress } from './isSolanaAddress'

/**
 * Whether a value is a valid address for a chain namespace: eip155, solana and bip122 are
 * checked exactly; other namespaces only need a non-empty string without ':' or whitespace.
 * @example
 * isAddressForNamespace('solana', 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA') // true
 * isAddressForNamespace('eip155', 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA') // false
 */
export function isAddressForNamespace(namespace: string, value: unknown): value is string {
  switch (namespace) {
    case 'eip155':
      return isEvmAddress(value)
    case 'solana':
      return isSolanaAddress(value)
    case 'bip122':
      return isBitcoinAddress(value)
    default:
      return typeof value === 'string' && /^[^\s:]+$/.test(value)
  }
}
