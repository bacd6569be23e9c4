import type { CaipNetwork } from '@portico/common'
import { type Config, watchBlockNumber } from '@wagmi/core'

/**
 * Calls `onBlock` for each new block of `caipNetwork`, read from the chain's transport (polled
 * at the config's interval over HTTP, pushed over WebSocket), until the returned function is
 * called. A failed poll is skipped: the next one tries again.
 * @example
 * const stop = watchNewBlocks(config, { caipNetwork: anvil, onBlock: () => refresh() })
 */
export function watchNewBlocks(
  config: Config,
  parameters: { caipNetwork: CaipNetwork; onBlock: () => void },
): () => void {
  return watchBlockNumber(config, {
    chainId: Number(parameters.caipNetwork.id),
    emitOnBegin: false,
    onBlockNumber: () => parameters.onBlock(),
    onError: () => undefined,
  })
}
