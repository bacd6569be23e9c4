import { toSessionView } from './toSessionView'
import type { WalletContext } from './WalletContext'
import { type WalletAction, walletReducer } from './walletState'

/**
 * Apply an action to the screen state and tell every listener.
 * @example
 * dispatchWallet(ctx, { type: 'busy', busy: true })
 */
export function dispatchWallet(ctx: WalletContext, action: WalletAction): void {
  ctx.state = walletReducer(ctx.state, action)
  for (const listener of ctx.listeners) listener()
}

/**
 * Add a line to the activity log.
 * @example
 * noteActivity(ctx, 'Disconnected')
 */
export function noteActivity(ctx: WalletContext, text: string, tone: 'ok' | 'error' = 'ok') {
  dispatchWallet(ctx, { type: 'activity', text, tone })
}

/**
 * Read the sign client's sessions into the screen state, newest first.
 * @example
 * refreshSessions(ctx)
 */
export function refreshSessions(ctx: WalletContext): void {
  const sessions = (ctx.client?.session.getAll() ?? []).map((s) =>
    toSessionView(s, ctx.activeChains.get(s.topic)),
  )
  dispatchWallet(ctx, { type: 'sessions', sessions: sessions.reverse() })
}
