import type { TokenBalance } from '@portico/common/schemas/api'
import { formatUnits } from 'viem'
import type { MarketPrices } from '../prices/createMarketPrices'
import type { BitcoinNode } from './createBitcoinNodes'

/**
 * An address's coin balance on a Bitcoin chain in the balance API's shape: confirmed and
 * unconfirmed together, as Esplora clients count it, priced by the price table (0 without an
 * entry for its symbol).
 * @example
 * const [btc] = await readBitcoinBalances({ node, address: 'rltc1q…', prices, baseUrl })
 */
export async function readBitcoinBalances(args: {
  node: BitcoinNode
  address: string
  prices: MarketPrices
  baseUrl: string
}): Promise<TokenBalance[]> {
  const { chainStats, mempoolStats } = await args.node.readAddress(args.address)
  const sats =
    chainStats.funded_txo_sum -
    chainStats.spent_txo_sum +
    mempoolStats.funded_txo_sum -
    mempoolStats.spent_txo_sum
  const { name, symbol, decimals } = args.node.chain.nativeCurrency
  const chainId = args.node.chain.params.caipNetworkId
  const numeric = formatUnits(BigInt(sats), decimals)
  const price = await args.prices.priceOf({ chainId, symbol, decimals })
  return [
    {
      name,
      symbol,
      chainId,
      value: Number(numeric) * price,
      price,
      quantity: { decimals: String(decimals), numeric },
      iconUrl: `${args.baseUrl}/public/getTokenImage/${encodeURIComponent(symbol)}`,
    },
  ]
}
