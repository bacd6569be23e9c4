import { attemptWithClient } from './attemptWithClient'
import { dispatchWallet, noteActivity } from './dispatchWallet'
import type { WalletContext } from './WalletContext'

/**
 * Decline the waiting session proposal (5000, User rejected).
 * @example
 * await rejectSession(ctx)
 */
export async function rejectSession(ctx: WalletContext): Promise<void> {
  const proposal = ctx.state.proposal
  if (!proposal) return
  await attemptWithClient(ctx, 'Rejecting the session', async (c) => {
    dispatchWallet(ctx, { type: 'proposal', proposal: undefined })
    await c.reject({ id: proposal.id, reason: { code: 5000, message: 'User rejected.' } })
    noteActivity(ctx, `Declined ${proposal.name}`)
  })
}
