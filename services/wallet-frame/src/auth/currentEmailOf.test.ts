import { describe, expect, it } from 'vitest'
import { currentEmailOf } from './currentEmailOf'

describe('currentEmailOf', () => {
  it("answers the account's email", () => {
    expect(currentEmailOf({ email: 'ada@example.com' })).toBe('ada@example.com')
  })

  it('refuses an account without an email (a social login with none verified)', () => {
    expect(() => currentEmailOf({ email: null })).toThrow(
      expect.objectContaining({
        code: 'CONFLICT',
        shortMessage: 'This account has no email to update',
      }),
    )
  })
})
