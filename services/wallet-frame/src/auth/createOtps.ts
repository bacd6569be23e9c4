import type { Clock } from '@portico/server'
import type { WalletFrameConfig } from '../config/walletFrameConfigSchema'
import type { OtpTable, WalletFrameDb } from '../db/Database'
import type { ErrorCode } from '../errors/errorCodes'
import { WalletFrameError } from '../errors/WalletFrameError'
import type { Mailer } from '../mail/createMailer'
import { otpMail } from '../mail/mailTemplates'
import type { WalletFrameMetrics } from '../metrics/createWalletFrameMetrics'
import { claimMailCooldown } from './claimMailCooldown'
import type { Hasher } from './createHasher'
import { randomOtp, randomToken } from './randomToken'

type Purpose = OtpTable['purpose']

const REASONS: Record<Purpose, string> = {
  login: 'sign in',
  update_primary: 'confirm your email change',
  update_secondary: 'confirm your new email',
}

/**
 * Emailed 6-digit codes kept as keyed hashes: valid `ttlMs`, at most `maxAttempts` entries, the
 * right one included, counted atomically (then only a new code helps), one mail per address and
 * purpose per cooldown (claimed atomically too). Refused entries are counted in `frameMetrics`.
 * @example
 * await otps.issue('login', loginId, 'ada@example.com')
 * await otps.verify('login', loginId, '042917')
 */
export function createOtps(deps: {
  db: WalletFrameDb
  clock: Clock
  hasher: Hasher
  mailer: Mailer
  otp: WalletFrameConfig['otp']
  frameMetrics?: WalletFrameMetrics
}) {
  const { db, clock, hasher, mailer, otp } = deps
  const refused = (reason: 'wrong' | 'exhausted' | 'expired', code: ErrorCode) => {
    deps.frameMetrics?.otpFailures.inc({ reason })
    return new WalletFrameError(code)
  }
  const hashOf = (id: string, code: string) => hasher.hash(`otp:${id}:${code}`)

  return {
    /** `wording` replaces the purpose's default sentence (and subject) of the mail. */
    async issue(
      purpose: Purpose,
      subject: string,
      email: string,
      wording?: { reason: string; subject?: string },
    ): Promise<void> {
      const now = clock.now()
      const cooldown = await claimMailCooldown(db, {
        kind: `otp_${purpose}`,
        email,
        now,
        cooldownMs: otp.resendCooldownMs,
      })
      const id = randomToken(16)
      const code = randomOtp()
      // A new code replaces the older ones of the same login or update.
      await db
        .updateTable('otps')
        .set({ used_at: now })
        .where('subject', '=', subject)
        .where('used_at', 'is', null)
        .execute()
      await db
        .insertInto('otps')
        .values({
          id,
          purpose,
          subject,
          email,
          code_hash: hashOf(id, code),
          attempts: 0,
          created_at: now,
          expires_at: now + otp.ttlMs,
          used_at: null,
        })
        .execute()
      const mail = otpMail({
        to: email,
        code,
        reason: wording?.reason ?? REASONS[purpose],
        validMinutes: Math.round(otp.ttlMs / 60_000),
        ...(wording?.subject !== undefined && { subject: wording.subject }),
      })
      try {
        await mailer.send(mail)
      } catch (cause) {
        // No mail, no cooldown: the visitor may ask again at once.
        await db.deleteFrom('otps').where('id', '=', id).execute()
        await cooldown.release()
        throw new WalletFrameError('MAIL_FAILED', { cause })
      }
    },

    async verify(purpose: Purpose, subject: string, code: string): Promise<void> {
      const row = await db
        .selectFrom('otps')
        .selectAll()
        .where('subject', '=', subject)
        .where('purpose', '=', purpose)
        .orderBy('created_at', 'desc')
        .executeTakeFirst()
      const now = clock.now()
      if (!row || row.used_at !== null) throw refused('expired', 'OTP_EXPIRED')
      if (row.expires_at <= now) throw refused('expired', 'OTP_EXPIRED')
      // Every entry is counted before it is checked, in one statement: parallel guesses cannot
      // read the same count and all pass, and none is checked once the count is spent.
      const counted = await db
        .updateTable('otps')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', row.id)
        .where('used_at', 'is', null)
        .where('attempts', '<', otp.maxAttempts)
        .returning('attempts')
        .executeTakeFirst()
      if (!counted) throw refused('exhausted', 'OTP_EXHAUSTED')
      if (!/^\d{6}$/.test(code) || !hasher.matches(row.code_hash, hashOf(row.id, code))) {
        if (counted.attempts >= otp.maxAttempts) throw refused('exhausted', 'OTP_EXHAUSTED')
        throw refused('wrong', 'INVALID_OTP')
      }
      // Only one caller can use a code, even when two arrive together.
      const used = await db
        .updateTable('otps')
        .set({ used_at: now })
        .where('id', '=', row.id)
        .where('used_at', 'is', null)
        .executeTakeFirst()
      if (used.numUpdatedRows !== 1n) throw refused('expired', 'OTP_EXPIRED')
    },
  }
}

/** Codes made by {@link createOtps}. @example await otps.verify('login', id, code) */
export type Otps = ReturnType<typeof createOtps>
