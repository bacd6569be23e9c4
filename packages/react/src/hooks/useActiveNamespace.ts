import type { ChainNamespace } from '@portico/common'
import { usePorticoClient } from './usePorticoClient'
import { useStoreValue } from './useStoreValue'

/**
 * The namespace a hook should read: the one asked for, else the active one, else the first
 * adapter's (eip155 when there is none).
 * @example
 * const namespace = useActiveNamespace(options?.namespace)
 */
export function useActiveNamespace(requested?: ChainNamespace): ChainNamespace {
  const client = usePorticoClient()
  const active = useStoreValue(client.stores.chain, (s) => s.activeNamespace)
  return requested ?? active ?? client.options.namespaces[0] ?? 'eip155'
}
