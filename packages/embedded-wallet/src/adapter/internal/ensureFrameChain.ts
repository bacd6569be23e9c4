import { EMBEDDED_WALLET_CONNECTOR_ID } from '@portico/common'
import type { EmbeddedAdapterState } from '../EmbeddedAdapterState'

/**
 * Moves the frame to `chainId` before a send when it is elsewhere, and tells core.
 * @example
 * await ensureFrameChain(state, transaction.caipNetwork.id)
 */
export async function ensureFrameChain(
  state: EmbeddedAdapterState,
  chainId: number | string,
): Promise<void> {
  const { session } = state
  if (chainId === session.chainId) return
  const switched = await state.host.request('SWITCH_NETWORK', { chainId })
  session.chainId = switched.chainId
  state.context.onChainChanged({
    chainId: switched.chainId,
    connectorId: EMBEDDED_WALLET_CONNECTOR_ID,
  })
}
