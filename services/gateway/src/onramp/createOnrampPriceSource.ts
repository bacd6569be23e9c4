import type { GatewayChain } from '../blockchain/GatewayChain'
import type { MarketPrices } from '../prices/createMarketPrices'

/**
 * USD price of a coin on a network of the on-ramp options, or undefined when unknown.
 * @example const usd = await priceOf({ chainId: '31337', contract: '', symbol: 'ETH' })
 */
export type OnrampPriceSource = (coin: {
  /** The options network's chain id (decimal for EVM). */
  chainId: string
  /** Empty for the native coin. */
  contract: string
  symbol: string
}) => Promise<number | undefined>

/**
 * Prices on-ramp coins on the gateway's own chains the way balances are priced (the static
 * table, else the pools); coins elsewhere have no price here.
 * @example
 * const priceOf = createOnrampPriceSource(chains, prices)
 */
export function createOnrampPriceSource(
  chains: readonly GatewayChain[],
  prices: Pick<MarketPrices, 'priceOf'>,
): OnrampPriceSource {
  return async ({ chainId, contract, symbol }) => {
    const chain = chains.find((c) => String(c.config.chainId) === chainId)
    if (!chain) return undefined
    const token = chain.config.tokens.find(
      (t) => t.address.toLowerCase() === contract.toLowerCase(),
    )
    if (contract && !token) return undefined
    const price = await prices.priceOf({
      chainId: chain.caip2,
      caip10: contract ? `${chain.caip2}:${contract.toLowerCase()}` : undefined,
      symbol,
      decimals: token?.decimals ?? chain.config.nativeCurrency.decimals,
    })
    return price > 0 ? price : undefined
  }
}
