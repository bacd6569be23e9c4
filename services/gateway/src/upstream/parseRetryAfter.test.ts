import { describe, expect, it } from 'vitest'
import { parseRetryAfter } from './parseRetryAfter'

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-11-28T12:00:00Z')
  it('reads delay-seconds and HTTP dates; a past date is no wait; nonsense is undefined', () => {
    expect(parseRetryAfter('3', now)).toBe(3000)
    expect(parseRetryAfter(' 0 ', now)).toBe(0)
    expect(parseRetryAfter('Sat, 28 Nov 2026 12:00:05 GMT', now)).toBe(5000)
    expect(parseRetryAfter('Sat, 28 Nov 2026 11:00:00 GMT', now)).toBe(0)
    expect(parseRetryAfter('soon', now)).toBeUndefined()
    expect(parseRetryAfter('-1', now)).toBeUndefined()
    expect(parseRetryAfter(null, now)).toBeUndefined()
  })
})
