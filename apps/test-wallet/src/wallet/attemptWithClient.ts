import { dispatchWallet, noteActivity } from './dispatchWallet'
import type { WalletSignClient } from './startSignClient'
import type { WalletContext } from './WalletContext'
import { errorText } from './walletText'

/**
 * Run a user action on the sign client (nothing before it has started), busy meanwhile; a
 * failure lands in the state and the activity log, never as a rejection.
 * @example
 * await attemptWithClient(ctx, 'Pairing', (c) => c.pair({ uri }))
 */
export async function attemptWithClient(
  ctx: WalletContext,
  what: string,
  run: (c: WalletSignClient) => Promise<void>,
): Promise<void> {
  if (!ctx.client) return
  dispatchWallet(ctx, { type: 'busy', busy: true })
  try {
    await run(ctx.client)
  } catch (error) {
    dispatchWallet(ctx, { type: 'error', message: `${what} failed: ${errorText(error)}` })
    noteActivity(ctx, `${what} failed: ${errorText(error)}`, 'error')
  } finally {
    dispatchWallet(ctx, { type: 'busy', busy: false })
  }
}
