import type { CaipNetwork } from '@portico/common'

/**
 * The rule for where Swap is offered: EVM networks only (spec §9), and only where the
 * gateway's convert API lists tokens to swap. Spec §9's list (`SWAP_NETWORKS`) names the
 * networks a hosted convert API serves; a self-hosted gateway serves the chains it has routers
 * for, and a Swap form with nothing to pick — Ethereum against the dev stack — is a dead end.
 * @example
 * isSwapNetwork({ caipNetwork: mainnet, gatewayTokens: 0 }) // false: nothing to swap here
 * isSwapNetwork({ caipNetwork: devnet, gatewayTokens: 3 }) // true
 */
export function isSwapNetwork({
  caipNetwork,
  gatewayTokens,
}: {
  caipNetwork: Pick<CaipNetwork, 'chainNamespace'>
  gatewayTokens: number
}): boolean {
  return caipNetwork.chainNamespace === 'eip155' && gatewayTokens > 0
}
