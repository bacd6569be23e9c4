import type { CaipNetworkId } from '../types/Caip'
import type { TokenBalance } from '../types/TokenBalance'

/**
 * The balances to list (spec §5): tokens with decimals '0' are dropped and, when a network is
 * given, only that network's tokens are kept.
 * @example
 * filterTokenBalances(balances, 'eip155:1')
 */
export function filterTokenBalances(
  balances: readonly TokenBalance[],
  caipNetworkId?: CaipNetworkId,
): TokenBalance[] {
  return balances.filter(
    (b) =>
      b.quantity.decimals !== '0' && (caipNetworkId === undefined || b.chainId === caipNetworkId),
  )
}
