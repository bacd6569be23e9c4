import { useActiveNamespace, usePorticoClient, useStoreValue } from '../../../hooks/clientHooks'

/**
 * Whether the next transaction also deploys the visitor's smart account: the active account
 * is the embedded wallet's smart account and it is not on chain yet. That first transaction
 * costs far more than a plain transfer's estimate, and the visitor is told so before sending.
 * @example
 * const createsAccount = useCreatesAccount()
 */
export function useCreatesAccount(): boolean {
  const client = usePorticoClient()
  const namespace = useActiveNamespace()
  return useStoreValue(client.stores.account, (s) => {
    const account = s.accounts[namespace]
    if (!account?.user || account.smartAccountDeployed) return false
    const active = account.allAccounts.find(
      (a) => a.address.toLowerCase() === account.address?.toLowerCase(),
    )
    return active?.type === 'smartAccount'
  })
}
