import type { CaipNetwork } from '@portico/common'
import type { EmbeddedSolanaState } from '../EmbeddedSolanaState'

/**
 * One Solana wallet call through the frame (RPC_REQUEST) on `network`'s cluster.
 * @example
 * const answer = await requestSolanaRpc(state, 'solana_signMessage', { message, pubkey }, network)
 */
export function requestSolanaRpc(
  state: EmbeddedSolanaState,
  method: string,
  rpcParams: unknown,
  network: CaipNetwork,
  signal?: AbortSignal,
): Promise<unknown> {
  return state.host.request(
    'RPC_REQUEST',
    { method, params: rpcParams, chainId: network.caipNetworkId },
    signal ? { signal } : {},
  )
}
