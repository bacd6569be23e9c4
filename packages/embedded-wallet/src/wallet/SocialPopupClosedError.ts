import { BaseError, type BaseErrorParameters } from '@portico/common'

/**
 * The social login pop-up was closed before the provider answered: no message will ever come,
 * so the wait ends with this instead of hanging.
 * @example
 * throw new SocialPopupClosedError()
 */
export class SocialPopupClosedError extends BaseError {
  override name = 'SocialPopupClosedError'
  override readonly code = 'SOCIAL_POPUP_CLOSED'
  constructor(args: BaseErrorParameters = {}) {
    super('The sign-in window was closed before the login finished', args)
  }
}
