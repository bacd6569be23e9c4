import type { GatewayConfig } from '../config/gatewayConfigSchema'

/**
 * Prices in USD from the configured static table. Keys are token symbols (any case) or CAIP-10
 * token addresses; an address entry wins over the symbol. Unknown tokens cost 0.
 * @example
 * const prices = createPriceTable({ kind: 'static', prices: { ETH: 2500 } })
 * prices.priceOf(undefined, 'eth') // 2500
 */
export function createPriceTable(source: GatewayConfig['priceSource']) {
  const bySymbol = new Map<string, number>()
  const byAddress = new Map<string, number>()
  for (const [key, price] of Object.entries(source.prices)) {
    if (key.split(':').length === 3) byAddress.set(key.toLowerCase(), price)
    else bySymbol.set(key.toUpperCase(), price)
  }
  return {
    priceOf(caip10: string | undefined, symbol: string): number {
      return (
        (caip10 ? byAddress.get(caip10.toLowerCase()) : undefined) ??
        bySymbol.get(symbol.toUpperCase()) ??
        0
      )
    },
  }
}

/** The price table made by {@link createPriceTable}. @example prices.priceOf(undefined, 'ETH') */
export type PriceTable = ReturnType<typeof createPriceTable>
