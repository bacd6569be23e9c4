import type { ChainNamespace } from '@portico/common'
import type { AdapterConnection } from '@portico/core'
import { readProviderSession } from '../../session/readProviderSession'
import { addressOnChain } from '../../session/readSessionNamespace'
import { toChainReference } from '../../session/toChainReference'
import type { WalletConnectState } from '../WalletConnectState'
import { activeChain } from './activeChain'
import { WALLET_CONNECT_CONNECTOR_ID } from './WALLET_CONNECT_CONNECTOR_ID'

/**
 * The session's connection in `namespace`: the address on its active chain and every account
 * the wallet approved there; undefined when the session has none.
 * @example
 * const connection = connectionOf(state, 'eip155')
 */
export function connectionOf(
  state: WalletConnectState,
  namespace: ChainNamespace,
): AdapterConnection | undefined {
  const view = readProviderSession(state.provider, namespace)
  const chain = activeChain(state, namespace)
  const address = view && chain ? addressOnChain(view, chain) : undefined
  if (!view || !chain || !address) return undefined
  return {
    connectorId: WALLET_CONNECT_CONNECTOR_ID,
    address,
    chainId: toChainReference(namespace, chain.slice(namespace.length + 1)),
    accounts: view.accounts,
  }
}
