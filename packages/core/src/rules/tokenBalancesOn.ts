import type { TokenBalance } from '@portico/common'

/**
 * The balances that belong to one network. An account's stored balances are those of the last
 * network they were fetched for; after a switch, until the new network's arrive, they belong to
 * another chain and must not be shown under the new one's name.
 * @example
 * tokenBalancesOn(account.tokenBalance, 'eip155:1') // [] right after switching from a devnet
 */
export function tokenBalancesOn(
  balances: readonly TokenBalance[],
  caipNetworkId: string | undefined,
): readonly TokenBalance[] {
  if (!caipNetworkId) return []
  return balances.every((token) => token.chainId === caipNetworkId)
    ? balances
    : balances.filter((token) => token.chainId === caipNetworkId)
}
