import { EMBEDDED_WALLET_CONNECTOR_ID } from '@portico/common'
import type { AdapterConnection } from '@portico/core'
import { toConnection } from '../../wallet/toEmbeddedUser'
import type { EmbeddedAdapterState } from '../EmbeddedAdapterState'

/**
 * Connects the AUTH connector: reads the frame's user (on `chainId` when given) and makes its
 * chain the session's.
 * @example
 * const connection = await connectFrameUser(state, 31337)
 */
export async function connectFrameUser(
  state: EmbeddedAdapterState,
  chainId: number | string | undefined,
): Promise<AdapterConnection> {
  // The preferred account type is the frame's to keep (SET_PREFERRED_ACCOUNT), not asked here.
  const user = await state.host.request('GET_USER', { ...(chainId !== undefined && { chainId }) })
  state.session.chainId = user.chainId
  state.connected = true
  return toConnection(EMBEDDED_WALLET_CONNECTOR_ID, user)
}
