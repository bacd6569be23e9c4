import type { CaipNetwork, ChainNamespace } from '@portico/common'
import type { AdapterConnection } from '@portico/core'
import { readProviderSession } from '../../session/readProviderSession'
import { loadProvider } from '../internal/loadProvider'
import { settleSession } from '../internal/settleSession'
import type { WalletConnectState } from '../WalletConnectState'

/**
 * Restores the stored session's connection of `namespace` without prompting; undefined when
 * there is no session, or none in that namespace.
 * @example
 * const connection = await reconnectSession(state, { namespace: 'eip155' })
 */
export async function reconnectSession(
  state: WalletConnectState,
  parameters: { namespace: ChainNamespace; caipNetwork?: CaipNetwork | undefined },
): Promise<AdapterConnection | undefined> {
  const loaded = await loadProvider(state)
  if (!loaded.session || !readProviderSession(loaded, parameters.namespace)) return undefined
  return settleSession(state, parameters.namespace, parameters.caipNetwork)
}
