import { InvalidCaipNetworkIdError } from '../errors/caip'
import type { CaipNetworkId } from '../types/Caip'
import { isCaipNetworkId } from './isCaipNetworkId'

/**
 * The parts of a CAIP-2 network id.
 * @example
 * const parts: ParsedCaipNetworkId = { chainNamespace: 'eip155', chainId: '1', caipNetworkId: 'eip155:1' }
 */
export type ParsedCaipNetworkId = {
  chainNamespace: string
  chainId: string
  caipNetworkId: CaipNetworkId
}

/**
 * Split a CAIP-2 network id; throws InvalidCaipNetworkIdError on anything else.
 * @example
 * parseCaipNetworkId('eip155:8453') // { chainNamespace: 'eip155', chainId: '8453', caipNetworkId: 'eip155:8453' }
 */
export function parseCaipNetworkId(value: unknown): ParsedCaipNetworkId {
  if (!isCaipNetworkId(value)) throw new InvalidCaipNetworkIdError({ value })
  const [chainNamespace = '', chainId = ''] = value.split(':')
  return { chainNamespace, chainId, caipNetworkId: value }
}
