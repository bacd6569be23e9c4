import { BaseError, type BaseErrorParameters } from '@portico/common'

/**
 * The frame refused a request with a message of its own (a wrong code, an invalid email…):
 * the message is what the visitor reads; `code` is the frame's stable code for it
 * (`'FRAME_REQUEST'` when the frame sent none), which the kit translates by.
 * @example
 * throw new FrameRequestError('Invalid code', { code: 'INVALID_OTP', metaMessages: ['Request: CONNECT_OTP'] })
 */
export class FrameRequestError extends BaseError {
  override name = 'FrameRequestError'
  override readonly code: string
  constructor(message: string, args: BaseErrorParameters & { code?: string | undefined } = {}) {
    const { code, ...rest } = args
    super(message, rest)
    this.code = code ?? 'FRAME_REQUEST'
  }
}
