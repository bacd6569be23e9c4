import { InvalidCaipNetworkIdError } from '../errors/caip'
import type { CaipNetworkId } from '../types/Caip'
import { isCaipNetworkId } from './isCaipNetworkId'

/**
 * Join a namespace and chain reference into a CAIP-2 id; throws InvalidCaipNetworkIdError when
 * a part is empty or contains ':'.
 * @example
 * formatCaipNetworkId('eip155', 1) // 'eip155:1'
 */
export function formatCaipNetworkId(
  chainNamespace: string,
  chainId: string | number,
): CaipNetworkId {
  const value = `${chainNamespace}:${chainId}`
  if (!isCaipNetworkId(value)) throw new InvalidCaipNetworkIdError({ value })
  return value
}
