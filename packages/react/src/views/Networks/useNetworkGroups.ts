import { useActiveNamespace, usePorticoClient } from '../../hooks/clientHooks'
import { groupNetworks, type NetworkGroup } from './groupNetworks'

/**
 * The app's networks by chain family, for the Networks view (see groupNetworks).
 * @example
 * const groups = useNetworkGroups()
 */
export function useNetworkGroups(): NetworkGroup[] {
  const client = usePorticoClient()
  const active = useActiveNamespace()
  return groupNetworks(client.options.networks, client.options.namespaces, active)
}
