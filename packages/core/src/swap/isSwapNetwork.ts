import { type CaipNetwork, SWAP_NETWORKS } from '@portico/common'

/**
 * The rule for where Swap is offered. Swaps are EVM only (spec §9). An eip155 network on the
 * spec's swap list is swappable as the spec says; any other eip155 network is swappable when
 * the gateway's convert API serves it, which is when its `tokens` call answers a non-empty
 * list (a self-hosted gateway configures routers for its own chains, such as the devnets).
 * @example
 * isSwapNetwork({ caipNetwork: mainnet, servedByGateway: false }) // true: on the §9 list
 * isSwapNetwork({ caipNetwork: devnet, servedByGateway: true }) // true: the gateway serves it
 */
export function isSwapNetwork({
  caipNetwork,
  servedByGateway,
}: {
  caipNetwork: Pick<CaipNetwork, 'chainNamespace' | 'caipNetworkId'>
  servedByGateway: boolean
}): boolean {
  if (caipNetwork.chainNamespace !== 'eip155') return false
  return (SWAP_NETWORKS as readonly string[]).includes(caipNetwork.caipNetworkId) || servedByGateway
}
