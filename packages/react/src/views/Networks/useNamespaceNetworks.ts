import type { CaipNetwork } from '@portico/common'
import { useActiveNamespace, usePorticoClient } from '../../hooks/clientHooks'

/**
 * The app's networks of the active namespace, in the order the app listed them.
 * @example
 * const networks = useNamespaceNetworks()
 */
export function useNamespaceNetworks(): readonly CaipNetwork[] {
  const client = usePorticoClient()
  const namespace = useActiveNamespace()
  return client.options.networks.filter((network) => network.chainNamespace === namespace)
}
