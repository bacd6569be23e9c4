import type { Clock } from '@portico/server'
import type { WalletFrameDb } from '../db/Database'
import { WalletFrameError } from '../errors/WalletFrameError'

const POLL_MS = 250

/**
 * Whether a device login got approved, waiting up to `waitMs` for it (long poll, read from the
 * database so the approval may land on another node or after a restart).
 * @example const approved = await waitForApproval({ db, clock, loginId, waitMs: 10_000 })
 */
export async function waitForApproval(args: {
  db: WalletFrameDb
  clock: Clock
  loginId: string
  waitMs: number
  signal?: AbortSignal
}): Promise<boolean> {
  const { db, clock, loginId, waitMs, signal } = args
  const until = Date.now() + waitMs
  for (;;) {
    const login = await db
      .selectFrom('logins')
      .select(['state', 'expires_at'])
      .where('id', '=', loginId)
      .executeTakeFirst()
    if (!login || login.expires_at <= clock.now()) throw new WalletFrameError('LOGIN_NOT_FOUND')
    if (login.state !== 'device_pending') return true
    if (Date.now() >= until || signal?.aborted) return false
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
}
