import { dispatchWallet, noteActivity, refreshSessions } from './dispatchWallet'
import { listenToClient } from './listenToClient'
import { pairWallet } from './pairWallet'
import { DEFAULT_SOLANA_KEY, readSolanaKey } from './solanaKey'
import { startSignClient } from './startSignClient'
import type { WalletContext } from './WalletContext'
import { SOLANA_KEY_STORAGE } from './walletKeys'
import { loadSolanaKey } from './walletSolana'
import { errorText } from './walletText'

/**
 * Start the sign client, restore sessions and pending requests, pair with `uri` if given.
 * @example
 * await startWallet(ctx, new URL(location.href).searchParams.get('uri') ?? undefined)
 */
export async function startWallet(ctx: WalletContext, uri?: string): Promise<void> {
  const storedSolana = readSolanaKey(ctx.env.storage.getItem(SOLANA_KEY_STORAGE))
  await loadSolanaKey(
    ctx,
    storedSolana ?? readSolanaKey(DEFAULT_SOLANA_KEY) ?? new Uint8Array(),
  ).catch((error: unknown) => noteActivity(ctx, `No Solana account: ${errorText(error)}`, 'error'))
  try {
    ctx.client = await startSignClient(ctx.config, ctx.env.origin)
  } catch (error) {
    dispatchWallet(ctx, {
      type: 'failed',
      message: `Could not reach the relay: ${errorText(error)}`,
    })
    return
  }
  const client = ctx.client
  listenToClient(client, {
    dispatch: (action) => dispatchWallet(ctx, action),
    note: (text, tone) => noteActivity(ctx, text, tone),
    refreshSessions: () => refreshSessions(ctx),
    forgetChain: (t) => ctx.activeChains.delete(t),
  })
  refreshSessions(ctx)
  for (const pending of client.getPendingSessionRequests())
    client.events.emit('session_request', pending)
  dispatchWallet(ctx, { type: 'ready' })
  if (uri) await pairWallet(ctx, uri)
}
