import { IDENTITY_CACHE_MS, STORAGE_KEYS } from '@portico/common'
import { createManualClock } from '@portico/test/services/createManualClock'
import { createMemoryStorage } from '@portico/test/storage/createMemoryStorage'
import { describe, expect, it } from 'vitest'
import { createPorticoStorage } from '../storage/createPorticoStorage'
import { createStoredCache } from './createStoredCache'

const silent = { debug() {}, info() {}, warn() {}, error() {} }

describe('createStoredCache (name and identity caches, spec §3 and §9)', () => {
  it('keeps an entry in browser storage for 5 minutes, whatever the address case', () => {
    const backing = createMemoryStorage()
    const clock = createManualClock(1_000_000)
    const cache = createStoredCache<{ name: string }>(
      createPorticoStorage(backing, silent),
      STORAGE_KEYS.identityCache,
      IDENTITY_CACHE_MS,
      clock.now,
    )
    cache.set('0xABC', { name: 'alice-1234.portico.id' })
    expect(backing.entries.has('@portico/identity_cache')).toBe(true)
    clock.advance(IDENTITY_CACHE_MS - 1)
    expect(cache.get('0xabc')).toEqual({ name: 'alice-1234.portico.id' })
    clock.advance(1)
    expect(cache.get('0xabc')).toBeUndefined()
  })

  it('drops expired entries on write and forgets removed ones', () => {
    const backing = createMemoryStorage()
    const clock = createManualClock(0)
    const cache = createStoredCache<number>(
      createPorticoStorage(backing, silent),
      STORAGE_KEYS.nameCache,
      100,
      clock.now,
    )
    cache.set('old', 1)
    clock.set(200)
    cache.set('new', 2)
    expect(Object.keys(JSON.parse(backing.entries.get('@portico/name_cache') ?? '{}'))).toEqual([
      'new',
    ])
    cache.remove('new')
    expect(cache.get('new')).toBeUndefined()
  })

  it('reads a broken stored value as empty instead of throwing', () => {
    const backing = createMemoryStorage()
    backing.entries.set('@portico/name_cache', '"not an object"')
    const cache = createStoredCache<number>(
      createPorticoStorage(backing, silent),
      STORAGE_KEYS.nameCache,
      100,
    )
    expect(cache.get('x')).toBeUndefined()
  })
})
