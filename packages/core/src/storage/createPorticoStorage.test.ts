import { STORAGE_KEYS } from '@portico/common'
import { createMemoryStorage } from '@portico/test/storage/createMemoryStorage'
import { describe, expect, it, vi } from 'vitest'
import type { StorageLike } from '../types/PorticoStorage'
import { createPorticoStorage } from './createPorticoStorage'
import { getDefaultStorage } from './getDefaultStorage'

const logger = () => ({ warn: vi.fn(), error: vi.fn() })

describe('createPorticoStorage', () => {
  it('writes JSON under the spec keys and reads it back', async () => {
    const backing = createMemoryStorage()
    const storage = createPorticoStorage(backing, logger())
    storage.set(STORAGE_KEYS.activeCaipNetworkId, 'eip155:8453')
    expect(backing.entries.get('@portico/active_caip_network_id')).toBe('"eip155:8453"')
    expect(storage.get(STORAGE_KEYS.activeCaipNetworkId)).toBe('eip155:8453')
    expect(await storage.getAsync(STORAGE_KEYS.activeCaipNetworkId)).toBe('eip155:8453')
    storage.remove(STORAGE_KEYS.activeCaipNetworkId)
    expect(storage.get(STORAGE_KEYS.activeCaipNetworkId)).toBeUndefined()
  })

  it('logs and ignores read and write failures', async () => {
    const log = logger()
    const failing: StorageLike = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('quota')
      },
      removeItem: () => Promise.reject(new Error('gone')),
    }
    const storage = createPorticoStorage(failing, log)
    expect(storage.get(STORAGE_KEYS.walletId)).toBeUndefined()
    expect(() => storage.set(STORAGE_KEYS.walletId, 'x')).not.toThrow()
    storage.remove(STORAGE_KEYS.walletId)
    await Promise.resolve()
    expect(log.warn).toHaveBeenCalledTimes(3)
  })

  it('treats unparsable values as missing', () => {
    const backing = createMemoryStorage()
    backing.entries.set(STORAGE_KEYS.recentWallets, '{not json')
    const log = logger()
    expect(createPorticoStorage(backing, log).get(STORAGE_KEYS.recentWallets)).toBeUndefined()
    expect(log.warn).toHaveBeenCalledOnce()
  })

  it('reads async storages through getAsync only', async () => {
    const backing = createMemoryStorage()
    backing.entries.set(STORAGE_KEYS.walletName, '"Test"')
    const asyncBacking: StorageLike = { ...backing, getItem: async (k) => backing.getItem(k) }
    const storage = createPorticoStorage(asyncBacking, logger())
    expect(storage.get(STORAGE_KEYS.walletName)).toBeUndefined()
    expect(await storage.getAsync(STORAGE_KEYS.walletName)).toBe('Test')
  })

  it('without storage reads nothing and writes nowhere', () => {
    const storage = createPorticoStorage(undefined, logger())
    storage.set(STORAGE_KEYS.walletId, 'x')
    expect(storage.get(STORAGE_KEYS.walletId)).toBeUndefined()
  })
})

describe('getDefaultStorage', () => {
  it('has no storage on the server', () => {
    expect(typeof window).toBe('undefined')
    expect(getDefaultStorage()).toBeUndefined()
  })
})
