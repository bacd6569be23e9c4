import { describe, expect, it } from 'vitest'
import { readBearerToken } from './readBearerToken'

const token = 'a'.repeat(32)

describe('readBearerToken', () => {
  it('reads the token of a bearer header', () => {
    expect(readBearerToken(`Bearer ${token}`)).toBe(token)
  })

  it('refuses a missing, malformed or short header as an unknown channel', () => {
    for (const header of [undefined, token, `Basic ${token}`, 'Bearer short', `Bearer ${token}!`]) {
      expect(() => readBearerToken(header)).toThrow(
        expect.objectContaining({ code: 'FARCASTER_CHANNEL_NOT_FOUND' }),
      )
    }
  })
})
