import type { CaipNetwork, ChainNamespace } from '@portico/common'

/**
 * The app's networks that can receive to an address of `namespace`: every configured network
 * of the same namespace (one address works on all of them), the active one first.
 * @example
 * receiveNetworks(options.networks, 'eip155', 'eip155:8453').map((n) => n.name)
 */
export function receiveNetworks(
  networks: readonly CaipNetwork[],
  namespace: ChainNamespace,
  activeId?: string,
): CaipNetwork[] {
  const same = networks.filter((network) => network.chainNamespace === namespace)
  return [
    ...same.filter((network) => network.caipNetworkId === activeId),
    ...same.filter((network) => network.caipNetworkId !== activeId),
  ]
}
