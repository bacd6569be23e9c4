import type { ChainAccountState } from '../types/AccountState'

/**
 * The kind of `address` among the connected wallet's accounts. An address can stand twice in
 * the list: the embedded wallet's EOA is also its EIP-7702 smart account (`eip7702`, the same
 * address upgraded), and then the kind the wallet says is in use (its user's preferred type)
 * decides. Undefined for an address that is not the wallet's.
 * @example
 * accountTypeOf(account, account.address) // 'eip7702' for an upgraded embedded wallet
 */
export function accountTypeOf(
  account: Pick<ChainAccountState, 'allAccounts' | 'user'> | undefined,
  address: string,
): string | undefined {
  const kinds = (account?.allAccounts ?? [])
    .filter((own) => own.address.toLowerCase() === address.toLowerCase())
    .map((own) => own.type)
  const used = account?.user?.preferredAccountType
  if (used !== undefined && kinds.includes(used)) return used
  return kinds[0]
}
