import { refreshSessions } from './dispatchWallet'
import type { WalletSignClient } from './startSignClient'
import type { WalletContext } from './WalletContext'

/**
 * Tell a session's app the wallet now uses `chainId` (chainChanged), and remember it.
 * @example
 * await announceChain(ctx, client, topic, 'eip155:31338')
 */
export async function announceChain(
  ctx: WalletContext,
  c: WalletSignClient,
  topic: string,
  chainId: string,
): Promise<void> {
  await c.emit({
    topic,
    event: { name: 'chainChanged', data: Number(chainId.split(':')[1]) },
    chainId,
  })
  ctx.activeChains.set(topic, chainId)
  refreshSessions(ctx)
}
