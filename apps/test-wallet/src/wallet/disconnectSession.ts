import { attemptWithClient } from './attemptWithClient'
import { noteActivity, refreshSessions } from './dispatchWallet'
import type { WalletContext } from './WalletContext'

/**
 * End a session from the wallet's side (6000, User disconnected).
 * @example
 * await disconnectSession(ctx, session.topic)
 */
export async function disconnectSession(ctx: WalletContext, topic: string): Promise<void> {
  await attemptWithClient(ctx, 'Disconnecting', async (c) => {
    await c.disconnect({ topic, reason: { code: 6000, message: 'User disconnected.' } })
    ctx.activeChains.delete(topic)
    refreshSessions(ctx)
    noteActivity(ctx, 'Disconnected')
  })
}
