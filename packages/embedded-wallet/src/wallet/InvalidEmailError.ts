import { BaseError, type BaseErrorParameters } from '@portico/common'

/**
 * The email of a login or an email update is not a valid address (spec §5); nothing is sent.
 * @example
 * if (!isValidEmail(email)) throw new InvalidEmailError()
 */
export class InvalidEmailError extends BaseError {
  override name = 'InvalidEmailError'
  override readonly code = 'INVALID_EMAIL'
  constructor(args: BaseErrorParameters = {}) {
    super('Enter a valid email address', args)
  }
}
