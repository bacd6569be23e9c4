import { type Address, getAddress, isAddress } from 'viem'
import { GatewayError } from '../errors/GatewayError'
import type { ConvertChain, SwapToken } from './ConvertChain'
import { isNativeTokenAddress } from './nativeTokenAddress'

/**
 * Splits a CAIP-10 id (already checked by the request schema) into its chain and address.
 * @example splitCaip10('eip155:31337:0xabc…') // { caip2: 'eip155:31337', address: '0xabc…' }
 */
export function splitCaip10(caip10: string): { caip2: string; address: string } {
  const last = caip10.lastIndexOf(':')
  return { caip2: caip10.slice(0, last), address: caip10.slice(last + 1) }
}

/**
 * The chain with a router that a CAIP-2 id names; 'Network not supported for Swaps' (or the
 * gas-price sentence) when it has none.
 * @example const chain = requireConvertChain(chains, 'eip155:31337')
 */
export function requireConvertChain(
  chains: ReadonlyMap<string, ConvertChain>,
  caip2: string,
  code: 'SWAPS_NOT_SUPPORTED' | 'GAS_PRICE_NOT_SUPPORTED' = 'SWAPS_NOT_SUPPORTED',
): ConvertChain {
  const chain = chains.get(caip2)
  if (!chain) throw new GatewayError(code, { details: caip2 })
  return chain
}

/**
 * The swappable token a request's CAIP-10 parameter names on a chain with a router. Another
 * chain's token, an unknown contract or a malformed address is a 400 naming the parameter.
 * @example
 * const from = resolveSwapToken(chains, query.from, 'from')
 */
export function resolveSwapToken(
  chains: ReadonlyMap<string, ConvertChain>,
  caip10: string,
  name: string,
  onChain?: ConvertChain,
): { chain: ConvertChain; token: SwapToken } {
  const { caip2, address } = splitCaip10(caip10)
  if (onChain && caip2 !== onChain.caip2) {
    throw new GatewayError('INVALID_PARAMS', {
      message: `Invalid parameter '${name}': on ${caip2}, not on ${onChain.caip2}`,
    })
  }
  const chain = onChain ?? requireConvertChain(chains, caip2)
  if (!isAddress(address, { strict: false })) {
    throw new GatewayError('INVALID_PARAMS', {
      message: `Invalid parameter '${name}': not an EVM address`,
    })
  }
  const wanted = isNativeTokenAddress(address) ? undefined : getAddress(address)
  const token = chain.tokens.find((t) => (wanted ? t.address === wanted : t.native))
  if (!token) {
    throw new GatewayError('INVALID_PARAMS', {
      message: `Invalid parameter '${name}': not a swappable token on ${chain.caip2}`,
    })
  }
  return { chain, token }
}

/**
 * The plain EVM address of a user given as CAIP-10 on `chain` (or plain, where the API sends
 * it so); another chain or a malformed address is a 400 naming the parameter.
 * @example const user = resolveUserAddress(query.userAddress, 'userAddress', chain)
 */
export function resolveUserAddress(value: string, name: string, chain: ConvertChain): Address {
  const parts = value.split(':')
  const address = parts.length === 3 ? (parts[2] ?? '') : value
  if (parts.length === 3 && `${parts[0]}:${parts[1]}` !== chain.caip2) {
    throw new GatewayError('INVALID_PARAMS', {
      message: `Invalid parameter '${name}': not an account on ${chain.caip2}`,
    })
  }
  if ((parts.length !== 1 && parts.length !== 3) || !isAddress(address, { strict: false })) {
    throw new GatewayError('INVALID_PARAMS', {
      message: `Invalid parameter '${name}': not an EVM address`,
    })
  }
  return getAddress(address)
}
