import { InvalidCaipAddressError } from '../errors/caip'
import type { CaipAddress, CaipNetworkId } from '../types/Caip'
import { isCaipAddress } from './isCaipAddress'

/**
 * Join a CAIP-2 network id and a plain address into a CAIP-10 address; throws
 * InvalidCaipAddressError when the result is not one.
 * @example
 * formatCaipAddress('eip155:1', '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045')
 * // 'eip155:1:0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'
 */
export function formatCaipAddress(caipNetworkId: CaipNetworkId, address: string): CaipAddress {
  const value = `${caipNetworkId}:${address}`
  if (!isCaipAddress(value)) throw new InvalidCaipAddressError({ value })
  return value
}
