import { describe, expect, it } from 'vitest'
import { BaseError } from './BaseError'
import { ServiceError } from './ServiceError'
import { SERVICE_ERROR_CODES } from './serviceErrorCodes'

describe('ServiceError', () => {
  it("takes its status and default sentence from the catalogue's entry", () => {
    const error = new ServiceError('UNAUTHORIZED_ORIGIN', SERVICE_ERROR_CODES)
    expect(error).toBeInstanceOf(BaseError)
    expect(error).toMatchObject({
      code: 'UNAUTHORIZED_ORIGIN',
      status: 403,
      shortMessage: 'Unauthorized: origin not allowed',
      headers: {},
    })
  })

  it('says what was wrong in its own sentence and carries extra headers', () => {
    const error = new ServiceError('RATE_LIMITED', SERVICE_ERROR_CODES, {
      message: 'Too many sign-in attempts',
      headers: { 'retry-after': '5' },
    })
    expect(error).toMatchObject({
      status: 429,
      shortMessage: 'Too many sign-in attempts',
      headers: { 'retry-after': '5' },
    })
  })
})
