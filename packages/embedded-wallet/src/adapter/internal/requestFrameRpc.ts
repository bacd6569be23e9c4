import type { EmbeddedAdapterState } from '../EmbeddedAdapterState'

/**
 * One JSON-RPC call through the frame (RPC_REQUEST) on the session's chain.
 * @example
 * const signature = await requestFrameRpc(state, 'personal_sign', [message, address])
 */
export function requestFrameRpc(
  state: EmbeddedAdapterState,
  method: string,
  rpcParams: unknown,
  signal?: AbortSignal,
): Promise<unknown> {
  return state.host.request(
    'RPC_REQUEST',
    { method, params: rpcParams, chainId: state.session.chainId },
    signal ? { signal } : {},
  )
}
