import { isCaipAddress, isCaipNetworkId, type TokenBalance } from '@portico/common'
import type { TokenBalance as WireTokenBalance } from '@portico/common/schemas/api'

/**
 * The balances of a validated /balance answer as the kit's `TokenBalance` type; an entry whose
 * ids are not CAIP ids is dropped.
 * @example
 * toTokenBalances(answer.balances)[0]?.quantity.decimals // '18'
 */
export function toTokenBalances(balances: readonly WireTokenBalance[]): TokenBalance[] {
  return balances.flatMap((wire): TokenBalance[] => {
    const { chainId, address, value } = wire
    if (!isCaipNetworkId(chainId)) return []
    if (address !== undefined && !isCaipAddress(address)) return []
    return [
      {
        name: wire.name,
        symbol: wire.symbol,
        chainId,
        ...(address === undefined ? {} : { address }),
        ...(value === undefined ? {} : { value }),
        price: wire.price,
        quantity: { decimals: wire.quantity.decimals, numeric: wire.quantity.numeric },
        iconUrl: wire.iconUrl,
      },
    ]
  })
}
