import { type CaipNetwork, EMBEDDED_WALLET_CONNECTOR_ID } from '@portico/common'
import type { AdapterConnection } from '@portico/core'
import { toConnection } from '../../wallet/toEmbeddedUser'
import type { EmbeddedSolanaState } from '../EmbeddedSolanaState'
import { clusterOf } from '../internal/clusterOf'

/**
 * Connects the AUTH connector on a Solana cluster: reads the frame's user there (GET_USER with
 * its CAIP-2 id) and makes it the connection's cluster; the accounts are Solana's.
 * @example
 * const connection = await connectSolanaUser(state, solanaDevnet)
 */
export async function connectSolanaUser(
  state: EmbeddedSolanaState,
  caipNetwork: CaipNetwork | undefined,
): Promise<AdapterConnection> {
  const network = clusterOf(state, caipNetwork)
  const user = await state.host.request('GET_USER', { chainId: network.caipNetworkId })
  state.current = network
  const connection = toConnection(EMBEDDED_WALLET_CONNECTOR_ID, user)
  return {
    ...connection,
    chainId: network.id,
    accounts: (connection.accounts ?? []).map((a) => ({ ...a, namespace: 'solana' as const })),
  }
}
