import type { CaipNetworkId, ChainNamespace } from '@portico/common'
import type { WalletConnectState } from '../WalletConnectState'

/**
 * The session's active chain of `namespace` as a CAIP-2 id, or undefined without a provider
 * or a session in that namespace.
 * @example
 * activeChain(state, 'eip155') // 'eip155:1'
 */
export function activeChain(
  state: WalletConnectState,
  namespace: ChainNamespace,
): CaipNetworkId | undefined {
  const reference = state.provider?.rpcProviders[namespace]?.getDefaultChain()
  return reference ? (`${namespace}:${reference}` as const) : undefined
}
