import { InvalidCaipAddressError } from '../errors/caip'
import type { CaipNetworkId } from '../types/Caip'
import type { ChainNamespace } from '../types/ChainNamespace'
import { isCaipAddress } from './isCaipAddress'

/**
 * The parts of a CAIP-10 address.
 * @example
 * const parts: ParsedCaipAddress = {
 *   chainNamespace: 'eip155', chainId: '1', address: '0xabc', caipNetworkId: 'eip155:1',
 * }
 */
export type ParsedCaipAddress = {
  chainNamespace: ChainNamespace
  chainId: string
  address: string
  caipNetworkId: CaipNetworkId
}

/**
 * Split a CAIP-10 address; throws InvalidCaipAddressError on anything else.
 * @example
 * parseCaipAddress('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM')
 * // { chainNamespace: 'solana', chainId: '5eykt…', address: '9WzD…', caipNetworkId: 'solana:5eykt…' }
 */
export function parseCaipAddress(value: unknown): ParsedCaipAddress {
  if (!isCaipAddress(value)) throw new InvalidCaipAddressError({ value })
  const [chainNamespace, chainId = '', address = ''] = value.split(':') as [
    ChainNamespace,
    string,
    string,
  ]
  return { chainNamespace, chainId, address, caipNetworkId: `${chainNamespace}:${chainId}` }
}
