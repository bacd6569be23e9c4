import type { CaipNetworkId } from '../types/Caip'

/**
 * Whether a value is a CAIP-2 network id: exactly two non-empty colon-separated parts (spec §5).
 * @example
 * isCaipNetworkId('eip155:1') // true
 * isCaipNetworkId('eip155:1:0xabc') // false
 */
export function isCaipNetworkId(value: unknown): value is CaipNetworkId {
  if (typeof value !== 'string') return false
  const parts = value.split(':')
  return parts.length === 2 && parts.every((part) => part.length > 0)
}
