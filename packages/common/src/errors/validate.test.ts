import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ValidationError } from './ValidationError'
import { validate } from './validate'

const otpRequest = z.object({
  type: z.literal('CONNECT_OTP'),
  payload: z.object({ otp: z.string().regex(/^\d{6}$/) }),
})

const refusal = (value: unknown, schema: z.ZodType = otpRequest) => {
  try {
    validate(schema, value)
  } catch (error) {
    if (error instanceof ValidationError) return error
    throw error
  }
  throw new Error('accepted')
}

describe('validate (spec §8 validation sentences)', () => {
  it('returns the parsed value', () => {
    const value = { type: 'CONNECT_OTP', payload: { otp: '123456' } }
    expect(validate(otpRequest, value)).toEqual(value)
  })

  it("says 'Required' for a missing value", () => {
    const error = refusal({ type: 'CONNECT_OTP', payload: {} })
    expect(error.shortMessage).toBe('Required')
    expect(error.details).toBe('payload.otp: Required')
  })

  it("says 'Expected X, received Y' for a value of another type", () => {
    expect(refusal({ type: 'CONNECT_OTP', payload: { otp: 123456 } }).shortMessage).toBe(
      'Expected string, received number',
    )
    expect(refusal({ type: 'CONNECT_OTP', payload: null }).shortMessage).toBe(
      'Expected object, received null',
    )
    expect(refusal([1], z.string()).shortMessage).toBe('Expected string, received array')
  })

  it("says 'Invalid input' for a value of the right type that breaks a rule", () => {
    const error = refusal({ type: 'CONNECT_OTP', payload: { otp: '12' } })
    expect(error.shortMessage).toBe('Invalid input')
    expect(refusal({ type: 'CONNECT_EMAIL', payload: { otp: '123456' } }).shortMessage).toBe(
      'Invalid input',
    )
  })

  it("keeps a schema's own sentence", () => {
    const schema = z.string().refine((s) => s.startsWith('0x'), 'A hex string is required')
    expect(refusal('ab', schema).shortMessage).toBe('A hex string is required')
  })

  it('lists every problem, the first one as the sentence', () => {
    const error = refusal({ payload: { otp: 1 } })
    expect(error.details).toBe('type: Required; payload.otp: Expected string, received number')
  })
})
