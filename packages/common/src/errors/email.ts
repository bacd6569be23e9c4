import { BaseError, type BaseErrorParameters } from './BaseError'

/**
 * An email login inside the 30 s cooldown (spec §5); the seconds left are rounded up.
 * @example
 * throw new EmailCooldownError({ remainingMs: 12_300 }) // 'Please try again after 13 seconds'
 */
export class EmailCooldownError extends BaseError {
  override name = 'EmailCooldownError'
  override readonly code = 'EMAIL_COOLDOWN'
  readonly secondsLeft: number
  constructor({ remainingMs, ...args }: BaseErrorParameters & { remainingMs: number }) {
    const secondsLeft = Math.ceil(remainingMs / 1000)
    super(`Please try again after ${secondsLeft} seconds`, args)
    this.secondsLeft = secondsLeft
  }
}
