import { EMAIL_LOGIN_COOLDOWN_MS } from '../constants/sessionTiming'
import { EmailCooldownError } from '../errors/email'

/**
 * Throw EmailCooldownError ('Please try again after N seconds') when the last email login was
 * under 30 s before `now` (spec §5). Times are epoch milliseconds.
 * @example
 * assertEmailLoginAllowed(lastEmailLoginAt, Date.now())
 */
export function assertEmailLoginAllowed(lastAt: number | undefined, now: number): void {
  if (lastAt === undefined) return
  const remainingMs = lastAt + EMAIL_LOGIN_COOLDOWN_MS - now
  if (remainingMs > 0) throw new EmailCooldownError({ remainingMs })
}
