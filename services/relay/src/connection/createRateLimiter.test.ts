import { describe, expect, it } from 'vitest'
import { createRateLimiter } from './createRateLimiter'

const limits = { burst: 2, perSecond: 4, closeAfterRejected: 3, strikeWindowMs: 1_000 }

describe('createRateLimiter', () => {
  it('admits a burst, refills at the configured rate, and never exceeds the burst', () => {
    const limiter = createRateLimiter(limits, 0)
    expect([0, 0, 0].map((t) => limiter.admit(t))).toEqual(['admit', 'admit', 'reject'])
    expect(limiter.admit(250)).toBe('admit')
    expect(limiter.admit(250)).toBe('reject')
    // A long pause refills only up to the burst.
    expect([10_000, 10_000, 10_000].map((t) => limiter.admit(t))).toEqual([
      'admit',
      'admit',
      'reject',
    ])
  })

  it('asks to close after too many refusals within the strike window, not across windows', () => {
    const limiter = createRateLimiter({ ...limits, perSecond: 0.001 }, 0)
    limiter.admit(0)
    limiter.admit(0)
    expect([limiter.admit(0), limiter.admit(0)]).toEqual(['reject', 'reject'])
    expect(limiter.admit(2_000)).toBe('reject')
    expect(limiter.admit(2_000)).toBe('reject')
    expect(limiter.admit(2_000)).toBe('close')
  })
})
