import type { ExchangeChain } from '../config/exchangeConfigSchema'
import type { ExchangeAsset } from './ExchangeAsset'

/**
 * Every asset the configured networks pay out: each network's native coin, then its tokens.
 * @example
 * listExchangeAssets({ 'eip155:31337': chain }).map((a) => a.symbol) // ['ETH', 'PTT', 'tUSDT']
 */
export function listExchangeAssets(
  chains: Readonly<Record<string, ExchangeChain>>,
): ExchangeAsset[] {
  return Object.entries(chains).flatMap(([network, chain]) => {
    const base = { network, networkName: chain.name, namespace: chain.namespace }
    const native: ExchangeAsset = {
      ...base,
      asset: 'native',
      symbol: chain.nativeSymbol,
      decimals: chain.namespace === 'eip155' ? 18 : 9,
    }
    const tokens: ExchangeAsset[] =
      chain.namespace === 'eip155'
        ? chain.tokens.map((t) => ({
            ...base,
            asset: t.address,
            symbol: t.symbol,
            decimals: t.decimals,
          }))
        : chain.tokens.map((t) => ({
            ...base,
            asset: t.mint,
            symbol: t.symbol,
            decimals: t.decimals,
          }))
    return [native, ...tokens]
  })
}
