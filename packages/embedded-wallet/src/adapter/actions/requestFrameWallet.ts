import type { ChainAdapter } from '@portico/core'
import type { EmbeddedAdapterState } from '../EmbeddedAdapterState'

/**
 * Sends a raw JSON-RPC request to the frame (RPC_REQUEST) on the given network, else the
 * session's chain; the frame decides what it allows.
 * @example
 * const accounts = await requestFrameWallet(state, { method: 'eth_accounts' })
 */
export function requestFrameWallet(
  state: EmbeddedAdapterState,
  parameters: Parameters<ChainAdapter['request']>[0],
): Promise<unknown> {
  return state.host.request(
    'RPC_REQUEST',
    {
      method: parameters.method,
      chainId: parameters.caipNetwork?.id ?? state.session.chainId,
      ...(parameters.params !== undefined && { params: parameters.params }),
    },
    parameters.signal ? { signal: parameters.signal } : {},
  )
}
