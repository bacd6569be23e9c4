import { createHash, timingSafeEqual } from 'node:crypto'
import type { Clock } from '@portico/server'
import { sql } from 'kysely'
import type { WalletFrameDb } from '../db/Database'
import { WalletFrameError } from '../errors/WalletFrameError'
import type { WalletFrameMetrics } from '../metrics/createWalletFrameMetrics'

/** Wrong recovery passwords allowed before the account's recovery locks. */
export const RECOVERY_MAX_ATTEMPTS = 5
/** How long recovery stays locked after that many wrong passwords: 15 minutes. */
export const RECOVERY_LOCK_MS = 15 * 60_000

/** SHA-256 of a verifier, hex: what the service stores of it. @example verifierHash('ab'.repeat(32)) */
export const verifierHash = (verifier: string) =>
  createHash('sha256').update(Buffer.from(verifier, 'hex')).digest('hex')

/**
 * Checks a recovery password's verifier against the account's, counting the attempt first in
 * one UPDATE … RETURNING so that parallel guesses cannot pass the limit: an attempt is reserved
 * only while the account is unlocked and under {@link RECOVERY_MAX_ATTEMPTS}; the last wrong one
 * locks recovery for {@link RECOVERY_LOCK_MS}; a right one clears the count. Wrong passwords and
 * locks are counted in `frameMetrics`.
 * @example await checkRecoveryPassword({ db, clock }, userId, verifier)
 */
export async function checkRecoveryPassword(
  deps: { db: WalletFrameDb; clock: Clock; frameMetrics?: WalletFrameMetrics | undefined },
  userId: string,
  verifier: string,
): Promise<{ wrappedKey: string }> {
  const { db, clock } = deps
  const now = clock.now()
  const reserved = await db
    .updateTable('recovery_passwords')
    .set({ failed_attempts: sql`failed_attempts + 1` })
    .where('user_id', '=', userId)
    .where('locked_until', '<=', now)
    .where('failed_attempts', '<', RECOVERY_MAX_ATTEMPTS)
    .returning(['failed_attempts', 'verifier_hash', 'wrapped_key', 'locked_until'])
    .executeTakeFirst()
  if (!reserved) {
    const row = await db
      .selectFrom('recovery_passwords')
      .select('locked_until')
      .where('user_id', '=', userId)
      .executeTakeFirst()
    if (!row) throw new WalletFrameError('NOT_FOUND', { message: 'No recovery password' })
    const seconds = Math.max(1, Math.ceil((Number(row.locked_until) - now) / 1000))
    throw new WalletFrameError('RECOVERY_LOCKED', { headers: { 'Retry-After': String(seconds) } })
  }
  const right = timingSafeEqual(
    Buffer.from(verifierHash(verifier), 'hex'),
    Buffer.from(reserved.verifier_hash, 'hex'),
  )
  if (right) {
    await db
      .updateTable('recovery_passwords')
      .set({ failed_attempts: 0 })
      .where('user_id', '=', userId)
      .execute()
    return { wrappedKey: reserved.wrapped_key }
  }
  deps.frameMetrics?.recoveryPasswordFailures.inc()
  if (reserved.failed_attempts >= RECOVERY_MAX_ATTEMPTS) {
    deps.frameMetrics?.recoveryLocks.inc()
    await db
      .updateTable('recovery_passwords')
      .set({ failed_attempts: 0, locked_until: now + RECOVERY_LOCK_MS })
      .where('user_id', '=', userId)
      .execute()
  }
  throw new WalletFrameError('RECOVERY_PASSWORD_WRONG')
}
