import { type CaipNetwork, watchTip } from '@portico/common'
import { loadSolanaActions } from '../internal/loadSolanaActions'
import { networkOf, rpcUrlOf } from '../internal/networkOf'
import type { SolanaState } from '../internal/solanaState'

/**
 * Calls `onBlock` whenever the cluster's confirmed slot moves (polled every
 * `blockPollingIntervalMs`, 3 s by default). Returns the stop.
 * @example
 * const stop = watchBlocks(state, { caipNetwork, onBlock: () => refetchBalance() })
 */
export function watchBlocks(
  state: Pick<SolanaState, 'networks' | 'loading' | 'parameters'>,
  parameters: { caipNetwork: CaipNetwork; onBlock: () => void },
): () => void {
  // Slots, not blocks with transactions: a quiet slot reads the balance once more, a
  // cheap call, and money that arrives shows within one interval.
  const rpcUrl = rpcUrlOf(networkOf(state, parameters.caipNetwork.id))
  return watchTip({
    readTip: async () => (await loadSolanaActions(state)).getSlot(rpcUrl),
    intervalMs: state.parameters.blockPollingIntervalMs ?? 3_000,
    onBlock: parameters.onBlock,
  })
}
