import { BaseError, type BaseErrorParameters } from '@portico/common'

/**
 * The social login reached an account whose key another device holds: this device must be
 * approved from the account's mailbox first. An approval link went to `email`; continue as
 * CONNECT_EMAIL's `VERIFY_DEVICE` (`connectDevice()`, then `connectOtp(code)`).
 * @example
 * if (error instanceof SocialDeviceApprovalError) router.push({ view: 'EmailVerifyDevice', email: error.email })
 */
export class SocialDeviceApprovalError extends BaseError {
  override name = 'SocialDeviceApprovalError'
  override readonly code = 'SOCIAL_DEVICE_APPROVAL'
  readonly email: string
  constructor(email: string, args: BaseErrorParameters = {}) {
    super('Approve this device from your email', args)
    this.email = email
  }
}
