import { BaseError, type BaseErrorParameters } from '@portico/common'

/**
 * The frame refused a request with a message of its own (a wrong code, an invalid email…):
 * the message is what the visitor reads.
 * @example
 * throw new FrameRequestError('Invalid code', { metaMessages: ['Request: CONNECT_OTP'] })
 */
export class FrameRequestError extends BaseError {
  override name = 'FrameRequestError'
  constructor(message: string, args: BaseErrorParameters = {}) {
    super(message, args)
  }
}
