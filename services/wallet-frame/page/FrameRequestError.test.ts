import { BaseError } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { FrameRequestError } from './FrameRequestError'

describe('FrameRequestError', () => {
  it('is a BaseError with the sentence as its message and the code it was given', () => {
    const error = new FrameRequestError('Invalid code', 'INVALID_OTP')
    expect(error).toBeInstanceOf(BaseError)
    expect([error.message, error.shortMessage, error.code, error.coded]).toEqual([
      'Invalid code',
      'Invalid code',
      'INVALID_OTP',
      true,
    ])
  })

  it('has a stable code of its own when it was given none', () => {
    const error = new FrameRequestError('Action not allowed')
    expect([error.code, error.coded]).toEqual(['FRAME_REQUEST_REFUSED', false])
  })
})
