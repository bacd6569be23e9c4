import type { FungiblePriceResponse } from '@portico/common/schemas/api'
import type { PriceTable } from './createPriceTable'
import type { GatewayChain } from './GatewayChain'

// Addresses clients use for a chain's native token.
const NATIVE_ADDRESSES = new Set([
  '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  '0x0000000000000000000000000000000000000000',
])

/**
 * Prices the requested CAIP-10 tokens from the configured table, echoing each requested address.
 * Tokens of chains or contracts the gateway does not know are left out.
 * @example
 * priceFungibles(['eip155:31337:0xeeee…'], chains, prices, 'http://127.0.0.1:8787')
 */
export function priceFungibles(
  addresses: readonly string[],
  chains: ReadonlyMap<string, GatewayChain>,
  prices: PriceTable,
  baseUrl: string,
): FungiblePriceResponse['fungibles'] {
  return addresses.flatMap((requested) => {
    const [namespace, reference, address = ''] = requested.split(':')
    const chain = chains.get(`${namespace}:${reference}`)
    if (!chain) return []
    const lower = address.toLowerCase()
    const token = NATIVE_ADDRESSES.has(lower)
      ? chain.config.nativeCurrency
      : chain.config.tokens.find((t) => t.address.toLowerCase() === lower)
    if (!token) return []
    return [
      {
        name: token.name,
        symbol: token.symbol,
        iconUrl: `${baseUrl}/public/getTokenImage/${encodeURIComponent(token.symbol)}`,
        price: prices.priceOf(NATIVE_ADDRESSES.has(lower) ? undefined : requested, token.symbol),
        address: requested,
      },
    ]
  })
}
