import type { ChainNamespace } from '@portico/common'
import { shallowEqual, usePorticoClient, useStoreValue } from './clientHooks'

/**
 * The name and picture the account of `namespace` goes by (its profile's, once looked up), for
 * the account button and the Account view; both undefined until known.
 * @example
 * const profile = useAccountProfile('eip155')
 * profile.name ?? truncateAddress(address)
 */
export function useAccountProfile(namespace: ChainNamespace): {
  name: string | undefined
  image: string | undefined
} {
  const client = usePorticoClient()
  return useStoreValue(
    client.stores.account,
    (s) => ({
      name: s.accounts[namespace]?.profileName,
      image: s.accounts[namespace]?.profileImage,
    }),
    shallowEqual,
  )
}
