import type { GatewayConfig } from '../config/gatewayConfigSchema'

/**
 * Prices in USD from the configured static table: the overrides of the pool prices. Keys are
 * token symbols (any case) or CAIP-10 token addresses; an address entry wins over the symbol.
 * @example
 * const prices = createPriceTable({ kind: 'static', prices: { ETH: 2500 } })
 * prices.lookup(undefined, 'eth') // 2500
 */
export function createPriceTable(source: GatewayConfig['priceSource']) {
  const bySymbol = new Map<string, number>()
  const byAddress = new Map<string, number>()
  for (const [key, price] of Object.entries(source.prices)) {
    if (key.split(':').length === 3) byAddress.set(key.toLowerCase(), price)
    else bySymbol.set(key.toUpperCase(), price)
  }
  return {
    /** The configured price, or undefined when the table has none (pool prices decide then). */
    lookup(caip10: string | undefined, symbol: string): number | undefined {
      return (
        (caip10 ? byAddress.get(caip10.toLowerCase()) : undefined) ??
        bySymbol.get(symbol.toUpperCase())
      )
    },
  }
}

/** The price table made by {@link createPriceTable}. @example prices.lookup(undefined, 'ETH') */
export type PriceTable = ReturnType<typeof createPriceTable>
