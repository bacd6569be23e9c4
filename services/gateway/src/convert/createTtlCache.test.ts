import { createManualClock } from '@portico/test/services/createManualClock'
import { describe, expect, it } from 'vitest'
import { createTtlCache } from './createTtlCache'

describe('createTtlCache', () => {
  it('reuses an answer for its time to live, then loads again', async () => {
    const clock = createManualClock()
    const cache = createTtlCache<number>(clock)
    let loads = 0
    const load = async () => ++loads
    expect(await cache.get('a', 1_000, load)).toBe(1)
    expect(await cache.get('a', 1_000, load)).toBe(1)
    clock.advance(1_001)
    expect(await cache.get('a', 1_000, load)).toBe(2)
  })

  it('holds at most maxEntries keys, the oldest stored going first', async () => {
    const cache = createTtlCache<string>(createManualClock(), 2)
    let loads = 0
    const load = (key: string) => async () => `${key}${++loads}`
    await cache.get('a', 60_000, load('a'))
    await cache.get('b', 60_000, load('b'))
    await cache.get('c', 60_000, load('c'))
    expect(await cache.get('b', 60_000, load('b'))).toBe('b2')
    expect(await cache.get('a', 60_000, load('a'))).toBe('a4')
  })
})
