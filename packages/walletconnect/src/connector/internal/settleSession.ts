import { type CaipNetwork, type ChainNamespace, NamespaceNotConfiguredError } from '@portico/common'
import type { AdapterConnection } from '@portico/core'
import { readProviderSession } from '../../session/readProviderSession'
import type { WalletConnectState } from '../WalletConnectState'
import { activeChain } from './activeChain'
import { connectionOf } from './connectionOf'

/**
 * The session's connection of `namespace`, on `caipNetwork` when the wallet approved it (else
 * the active chain, else the session's first); from now on the session's events are reported.
 * Without a session in `namespace`, a NamespaceNotConfiguredError.
 * @example
 * const connection = settleSession(state, 'eip155', caipNetwork)
 */
export function settleSession(
  state: WalletConnectState,
  namespace: ChainNamespace,
  caipNetwork: CaipNetwork | undefined,
): AdapterConnection {
  const { provider } = state
  const view = readProviderSession(provider, namespace)
  if (!provider || !view) throw new NamespaceNotConfiguredError({ metaMessages: [namespace] })
  const wanted = caipNetwork?.caipNetworkId
  const current = activeChain(state, namespace)
  const chain =
    wanted && view.chains.includes(wanted)
      ? wanted
      : current && view.chains.includes(current)
        ? current
        : view.chains[0]
  if (chain && chain !== current) provider.setDefaultChain(chain)
  const connection = connectionOf(state, namespace)
  if (!connection) throw new NamespaceNotConfiguredError({ metaMessages: [namespace] })
  state.live = true
  return connection
}
