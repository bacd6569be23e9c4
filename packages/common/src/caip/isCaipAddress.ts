import type { CaipAddress } from '../types/Caip'
import { isChainNamespace } from './isChainNamespace'

/**
 * Whether a value is a CAIP-10 address: three non-empty colon-separated parts whose first is a
 * known namespace (spec §5). The address part is not checked against its chain's format.
 * @example
 * isCaipAddress('eip155:1:0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045') // true
 * isCaipAddress('foo:1:0xabc') // false
 */
export function isCaipAddress(value: unknown): value is CaipAddress {
  if (typeof value !== 'string') return false
  const parts = value.split(':')
  return parts.length === 3 && parts.every((part) => part.length > 0) && isChainNamespace(parts[0])
}
