import type { FungiblePriceResponse } from '@portico/common/schemas/api'
import { isNativeTokenAddress } from '../convert/nativeTokenAddress'
import type { MarketPrices } from '../prices/createMarketPrices'
import type { GatewayChain } from './GatewayChain'

/**
 * Prices the requested CAIP-10 tokens (the table's override, else the chain's pools), echoing
 * each requested address. Tokens of chains or contracts the gateway does not know are left out.
 * @example
 * await priceFungibles(['eip155:31337:0xeeee…'], chains, prices, 'http://127.0.0.1:8787')
 */
export async function priceFungibles(
  addresses: readonly string[],
  chains: ReadonlyMap<string, GatewayChain>,
  prices: MarketPrices,
  baseUrl: string,
): Promise<FungiblePriceResponse['fungibles']> {
  const priced = await Promise.all(
    addresses.map(async (requested) => {
      const [namespace, reference, address = ''] = requested.split(':')
      const chain = chains.get(`${namespace}:${reference}`)
      if (!chain) return []
      const lower = address.toLowerCase()
      const native = isNativeTokenAddress(lower)
      const known = [...chain.config.tokens, ...(chain.config.convert?.tokens ?? [])]
      const token = native
        ? chain.config.nativeCurrency
        : known.find((t) => t.address.toLowerCase() === lower)
      if (!token) return []
      const price = await prices.priceOf({
        chainId: chain.caip2,
        caip10: native ? undefined : requested,
        symbol: token.symbol,
        decimals: token.decimals,
      })
      return [
        {
          name: token.name,
          symbol: token.symbol,
          iconUrl: `${baseUrl}/public/getTokenImage/${encodeURIComponent(token.symbol)}`,
          price,
          address: requested,
        },
      ]
    }),
  )
  return priced.flat()
}
