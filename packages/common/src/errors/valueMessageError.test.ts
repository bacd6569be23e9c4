import { describe, expect, it } from 'vitest'
import { BaseError } from './BaseError'
import { valueMessageError } from './valueMessageError'

class MintError extends valueMessageError(
  'MintError',
  'NOT_A_MINT',
  'mint',
  (m) => `${m} is no mint`,
) {}

describe('valueMessageError', () => {
  it('names the value in the sentence and keeps it as the named field', () => {
    const cause = new Error('account data')
    const error = new MintError('So11', { cause })
    expect(error).toBeInstanceOf(BaseError)
    expect(error).toBeInstanceOf(MintError)
    expect(error).toMatchObject({ name: 'MintError', code: 'NOT_A_MINT', mint: 'So11', cause })
    expect(error.shortMessage).toBe('So11 is no mint')
  })
})
