import { BaseError } from '@portico/common'

/**
 * A plain OAuth 2 provider's profile could not be read (no profile endpoint configured, or the
 * endpoint refused); the login then fails as `SOCIAL_LOGIN_FAILED` with this as its cause.
 * @example throw new SocialProfileError('profile endpoint answered 401')
 */
export class SocialProfileError extends BaseError {
  override name = 'SocialProfileError'
  override readonly code = 'SOCIAL_PROFILE_UNAVAILABLE'
}
