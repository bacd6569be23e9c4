import { describe, expect, it } from 'vitest'
import { createRecentMessages } from './createRecentMessages'

const at = (message: string, publishedAt = 0, expiresAt = 1_000) => ({
  topic: 'ab'.repeat(32),
  message,
  publishedAt,
  expiresAt,
})

describe('createRecentMessages', () => {
  it('recognises a repeat until the first copy expires', () => {
    const recent = createRecentMessages(10)
    expect(recent.claim(at('m'))).toBe(true)
    expect(recent.claim(at('m', 999))).toBe(false)
    expect(recent.claim(at('m', 1_000, 2_000))).toBe(true)
    expect(recent.claim(at('m', 1_500))).toBe(false)
  })

  it('forgets the oldest entries beyond its limit, and what prune removes', () => {
    const recent = createRecentMessages(3)
    for (const m of ['a', 'b', 'c', 'd']) recent.claim(at(m))
    expect(recent.claim(at('a'))).toBe(true)
    expect(recent.claim(at('d'))).toBe(false)
    recent.prune(1_000)
    expect(recent.claim(at('d'))).toBe(true)
  })

  it('keeps claiming in constant time long past its limit', () => {
    const recent = createRecentMessages(20_000)
    const timed = (from: number) => {
      const start = performance.now()
      for (let i = from; i < from + 20_000; i++) recent.claim(at(`m${i}`))
      return performance.now() - start
    }
    const filling = timed(0)
    timed(20_000)
    const evicting = timed(40_000)
    // Evicting from the front of a Map by iteration degrades with every deleted entry.
    expect(evicting).toBeLessThan(filling * 4 + 50)
  })
})
