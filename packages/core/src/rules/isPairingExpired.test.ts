import { describe, expect, it } from 'vitest'
import { isPairingExpired } from './isPairingExpired'

describe('isPairingExpired', () => {
  const now = 1_000_000

  it('is expired with under 10 s left', () => {
    expect(isPairingExpired(now + 9_999, now)).toBe(true)
    expect(isPairingExpired(now - 1, now)).toBe(true)
  })

  it('is still valid with 10 s or more left', () => {
    expect(isPairingExpired(now + 10_000, now)).toBe(false)
  })

  it('is expired when the expiry is unknown', () => {
    expect(isPairingExpired(undefined, now)).toBe(true)
  })
})
