import { EmailCooldownError } from '@portico/common'
import { WalletFrameError } from '../errors/WalletFrameError'

/**
 * Throws `429` with the spec's 'Please try again after N seconds' (N rounded up) while less than
 * `cooldownMs` has passed since `lastAt`.
 * @example assertCooldown(lastMailAt, clock.now(), 30_000)
 */
export function assertCooldown(lastAt: number | undefined, now: number, cooldownMs: number): void {
  if (lastAt === undefined) return
  const remainingMs = lastAt + cooldownMs - now
  if (remainingMs <= 0) return
  const sentence = new EmailCooldownError({ remainingMs })
  throw new WalletFrameError('COOLDOWN', {
    message: sentence.shortMessage,
    headers: { 'Retry-After': String(sentence.secondsLeft) },
  })
}
