import { type CaipNetwork, watchTip } from '@portico/common'
import type { BitcoinState } from '../internal/bitcoinState'
import { esploraOf } from '../internal/esploraOf'

/**
 * Calls `onBlock` with each new tip height the network's Esplora API reports (polled every
 * `blockPollingIntervalMs`, 10 s by default); a failed read is logged and retried. Returns the
 * stop.
 * @example
 * const stop = watchBlocks(state, { caipNetwork, onBlock: () => refetchBalance() })
 */
export function watchBlocks(
  state: Pick<BitcoinState, 'parameters' | 'context'>,
  parameters: { caipNetwork: CaipNetwork; onBlock: () => void },
): () => void {
  const { caipNetwork, onBlock } = parameters
  const esplora = esploraOf(state, caipNetwork)
  return watchTip({
    readTip: () => esplora.tipHeight(),
    intervalMs: state.parameters.blockPollingIntervalMs ?? 10_000,
    onBlock,
    onError: (error) =>
      state.parameters.logger?.warn(`Could not read the tip of ${caipNetwork.name}`, error),
  })
}
