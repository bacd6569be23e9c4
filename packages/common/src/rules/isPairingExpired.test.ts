import { describe, expect, it } from 'vitest'
import { PAIRING_LIFETIME_MS } from '../constants/sessionTiming'
import { isPairingExpired } from './isPairingExpired'

describe('isPairingExpired (spec §5: expired when under 10 s remain)', () => {
  const now = 1_700_000_000_000

  it('keeps a fresh pairing', () => {
    expect(isPairingExpired(now + PAIRING_LIFETIME_MS, now)).toBe(false)
  })

  it('expires just under the 10 s margin, not at it', () => {
    expect(isPairingExpired(now + 10_000, now)).toBe(false)
    expect(isPairingExpired(now + 9_999, now)).toBe(true)
    expect(isPairingExpired(now, now)).toBe(true)
    expect(isPairingExpired(now - 1, now)).toBe(true)
  })

  it('treats an unknown expiry as expired', () => {
    expect(isPairingExpired(undefined, now)).toBe(true)
  })
})
