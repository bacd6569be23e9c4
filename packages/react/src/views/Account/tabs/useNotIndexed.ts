import { usePorticoClient, useStoreValue } from '../../../hooks/clientHooks'
import { useAccount } from '../../../hooks/useAccount'

/**
 * Whether the gateway keeps no index of the active account's network: its tabs then say so
 * quietly instead of showing an empty list (unknown is not none).
 * @example
 * const notIndexed = useNotIndexed()
 */
export function useNotIndexed(): boolean {
  const client = usePorticoClient()
  const { namespace } = useAccount()
  return useStoreValue(client.stores.account, (s) => s.accounts[namespace]?.notIndexed ?? false)
}
