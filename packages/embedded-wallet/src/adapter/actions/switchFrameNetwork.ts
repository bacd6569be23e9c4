import type { EmbeddedAdapterState } from '../EmbeddedAdapterState'

/**
 * Moves the frame to `chainId` and tells the provider's listeners (`chainChanged` in hex).
 * @example
 * await switchFrameNetwork(state, 31338)
 */
export async function switchFrameNetwork(
  state: EmbeddedAdapterState,
  chainId: number | string,
): Promise<void> {
  const switched = await state.host.request('SWITCH_NETWORK', { chainId })
  state.session.chainId = switched.chainId
  state.session.provider.emit('chainChanged', `0x${Number(switched.chainId).toString(16)}`)
}
