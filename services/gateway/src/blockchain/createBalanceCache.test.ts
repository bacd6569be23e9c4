import { createManualClock } from '@portico/test/services/createManualClock'
import { describe, expect, it } from 'vitest'
import { createBalanceCache } from './createBalanceCache'

function setUp() {
  const clock = createManualClock()
  const cache = createBalanceCache({ clock, ttlMs: 30_000, forceIntervalMs: 5_000 })
  let loads = 0
  const load = async () => `answer ${++loads}`
  return { clock, cache, load, loads: () => loads }
}

describe('createBalanceCache', () => {
  it('serves a fresh answer until it expires', async () => {
    const { clock, cache, load } = setUp()
    expect(await cache.get('a', false, load)).toBe('answer 1')
    clock.advance(29_999)
    expect(await cache.get('a', false, load)).toBe('answer 1')
    clock.advance(1)
    expect(await cache.get('a', false, load)).toBe('answer 2')
  })

  it('honours one forced refresh per key every forceIntervalMs', async () => {
    const { clock, cache, load, loads } = setUp()
    await cache.get('a', false, load)
    expect(await cache.get('a', true, load)).toBe('answer 2')
    expect(await cache.get('a', true, load)).toBe('answer 2')
    expect(await cache.get('b', true, load)).toBe('answer 3')
    clock.advance(4_999)
    expect(await cache.get('a', true, load)).toBe('answer 2')
    clock.advance(1)
    expect(await cache.get('a', true, load)).toBe('answer 4')
    expect(loads()).toBe(4)
  })

  it('shares one load between concurrent requests, forced or not', async () => {
    const { cache, load, loads } = setUp()
    const answers = await Promise.all([
      cache.get('a', false, load),
      cache.get('a', true, load),
      cache.get('a', true, load),
    ])
    expect(answers).toEqual(['answer 1', 'answer 1', 'answer 1'])
    expect(loads()).toBe(1)
  })

  it('does not keep a failed load', async () => {
    const { cache, load } = setUp()
    await expect(
      cache.get('a', false, () => Promise.reject(new Error('rpc down'))),
    ).rejects.toThrow('rpc down')
    expect(await cache.get('a', false, load)).toBe('answer 1')
  })
})
