import { BaseError } from '@portico/common'

class FrameRefusal extends BaseError {
  override name = 'FrameRequestError'
  override readonly code: string
  constructor(sentence: string, code: string) {
    super(sentence)
    this.code = code
  }
}

/**
 * A wallet frame's refusal as the embedded wallet hands it to the kit: the frame's sentence and
 * its stable code (the shape of `@portico/embedded-wallet`'s FrameRequestError). Test files only.
 * @example
 * throw frameRefusal('Invalid code', 'INVALID_OTP')
 */
export function frameRefusal(sentence: string, code: string): BaseError {
  return new FrameRefusal(sentence, code)
}
