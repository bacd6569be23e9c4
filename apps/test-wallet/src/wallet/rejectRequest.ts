import { attemptWithClient } from './attemptWithClient'
import { dispatchWallet, noteActivity } from './dispatchWallet'
import type { WalletContext } from './WalletContext'
import { WalletRpcError } from './WalletRpcError'

/**
 * Decline the first waiting request (4001, user rejected).
 * @example
 * await rejectRequest(ctx)
 */
export async function rejectRequest(ctx: WalletContext): Promise<void> {
  const request = ctx.state.requests[0]
  if (!request) return
  await attemptWithClient(ctx, 'Rejecting the request', async (c) => {
    const { code, message } = WalletRpcError.rejected()
    dispatchWallet(ctx, { type: 'requestDone', id: request.id })
    await c.respond({
      topic: request.topic,
      response: { id: request.id, jsonrpc: '2.0', error: { code, message } },
    })
    noteActivity(ctx, `Declined ${request.method}`)
  })
}
