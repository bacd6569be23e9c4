import type { CaipNetwork, TokenBalance } from '@portico/common'
import { tokenBalancesOn } from '@portico/core'

/**
 * The tokens the send form offers on a network: the gateway's balances of that network (native
 * first, then by USD value), or, before they load, the native token from the account's balance.
 * @example
 * sendableTokens({ balances, caipNetwork, nativeBalance: '1.5' })[0]?.symbol // 'ETH'
 */
export function sendableTokens({
  balances,
  caipNetwork,
  nativeBalance,
}: {
  balances: readonly TokenBalance[]
  caipNetwork: CaipNetwork
  nativeBalance: string | undefined
}): TokenBalance[] {
  const onNetwork = tokenBalancesOn(balances, caipNetwork.caipNetworkId)
  const sorted = [...onNetwork].sort(
    (a, b) => Number(!!a.address) - Number(!!b.address) || (b.value ?? 0) - (a.value ?? 0),
  )
  if (sorted.some((token) => !token.address) || nativeBalance === undefined) return sorted
  const { name, symbol, decimals } = caipNetwork.nativeCurrency
  const native: TokenBalance = {
    name,
    symbol,
    chainId: caipNetwork.caipNetworkId,
    price: 0,
    quantity: { decimals: String(decimals), numeric: nativeBalance },
    iconUrl: '',
  }
  return [native, ...sorted]
}
