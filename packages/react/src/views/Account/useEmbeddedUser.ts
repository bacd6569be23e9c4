import type { EmbeddedWalletUser } from '@portico/core'
import { useActiveNamespace, usePorticoClient, useStoreValue } from '../../hooks/clientHooks'

/**
 * What `select` reads from the embedded wallet's user of the active account (undefined when
 * another wallet is connected); the component renders again only when that value changes.
 * @example
 * const embedded = useEmbeddedUser((user) => user !== undefined)
 */
export function useEmbeddedUser<T>(select: (user: EmbeddedWalletUser | undefined) => T): T {
  const client = usePorticoClient()
  const namespace = useActiveNamespace()
  return useStoreValue(client.stores.account, (s) => select(s.accounts[namespace]?.user))
}
