import { describe, expect, it } from 'vitest'
import { readSignedToken, signToken } from './signToken'

const secret = 'a-long-shared-secret-for-the-test'

describe('signToken / readSignedToken', () => {
  it('reads back what was signed with the same secret only', () => {
    const token = signToken(secret, { quoteId: 'q1' })
    expect(readSignedToken(secret, token)).toEqual({ quoteId: 'q1' })
    expect(readSignedToken('another-secret-entirely-000000', token)).toBeUndefined()
  })

  it('refuses altered, truncated and malformed tokens', () => {
    const token = signToken(secret, { amount: 1 })
    const [body, sig] = token.split('.') as [string, string]
    const forged = Buffer.from(JSON.stringify({ amount: 1000 })).toString('base64url')
    expect(readSignedToken(secret, `${forged}.${sig}`)).toBeUndefined()
    expect(readSignedToken(secret, `${body}.${sig.slice(1)}`)).toBeUndefined()
    expect(readSignedToken(secret, `${token}.extra`)).toBeUndefined()
    expect(readSignedToken(secret, '')).toBeUndefined()
  })

  it('refuses an expired payload when asked with the time', () => {
    const token = signToken(secret, { id: 'o1', expiresAt: 2_000 })
    expect(readSignedToken(secret, token, { now: 1_999 })).toEqual({ id: 'o1', expiresAt: 2_000 })
    expect(readSignedToken(secret, token, { now: 2_000 })).toBeUndefined()
    expect(readSignedToken(secret, token)).toEqual({ id: 'o1', expiresAt: 2_000 })
  })
})
