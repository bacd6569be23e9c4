import type { WalletFrameDb } from '../db/Database'
import { WalletFrameError } from '../errors/WalletFrameError'

/** How long a passkey ceremony may take between its options and its answer: 5 minutes. */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60_000

/**
 * The WebAuthn challenges of a session, one per purpose, each used once.
 * @example const challenges = createPasskeyChallenges(db, clock)
 */
export function createPasskeyChallenges(db: WalletFrameDb, clock: { now: () => number }) {
  return {
    /** Keeps `challenge` (and the PRF input of a registration) for this session and purpose. */
    async put(
      sessionId: string,
      purpose: 'register' | 'recover' | 'login',
      challenge: string,
      prfSalt: string | null,
    ): Promise<void> {
      await db
        .insertInto('webauthn_challenges')
        .values({
          session_id: sessionId,
          purpose,
          challenge,
          prf_salt: prfSalt,
          expires_at: clock.now() + PASSKEY_CHALLENGE_TTL_MS,
        })
        .onConflict((oc) =>
          oc.columns(['session_id', 'purpose']).doUpdateSet({
            challenge,
            prf_salt: prfSalt,
            expires_at: clock.now() + PASSKEY_CHALLENGE_TTL_MS,
          }),
        )
        .execute()
    },
    /** Takes the session's challenge for `purpose` (deleting it); expired or missing is 400. */
    async take(
      sessionId: string,
      purpose: 'register' | 'recover' | 'login',
    ): Promise<{ challenge: string; prfSalt: string | null }> {
      const row = await db
        .deleteFrom('webauthn_challenges')
        .where('session_id', '=', sessionId)
        .where('purpose', '=', purpose)
        .returning(['challenge', 'prf_salt', 'expires_at'])
        .executeTakeFirst()
      if (!row || Number(row.expires_at) <= clock.now())
        throw new WalletFrameError('INVALID_PARAMS', {
          message: 'This passkey request has expired. Please try again',
        })
      return { challenge: row.challenge, prfSalt: row.prf_salt }
    },
  }
}

/** @example const challenges: PasskeyChallenges = createPasskeyChallenges(db, clock) */
export type PasskeyChallenges = ReturnType<typeof createPasskeyChallenges>
