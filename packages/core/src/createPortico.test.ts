import {
  DEFAULT_FEATURES,
  KNOWN_CHAINS,
  SiwxConfigConflictError,
  STORAGE_KEYS,
} from '@portico/common'
import { createMemoryStorage } from '@portico/test/storage/createMemoryStorage'
import { describe, expect, it } from 'vitest'
import { createPortico } from './createPortico'
import { createTestPortico } from './testing/createTestPortico'
import type { SiweConfig, SiwxConfig } from './types/SiwxConfig'

const networks = [KNOWN_CHAINS.mainnet] as const

describe('createPortico', () => {
  it('applies the spec defaults', () => {
    const portico = createPortico({
      networks: [KNOWN_CHAINS.base, KNOWN_CHAINS.mainnet],
      storage: null,
    })
    expect(portico.options.features).toEqual(DEFAULT_FEATURES)
    expect(portico.options.defaultNetwork.caipNetworkId).toBe('eip155:1')
    expect(portico.stores.theme.getState().themeMode).toBe('dark')
    expect(portico.options.enableNetworkSwitch).toBe(true)
    expect(portico.options.allowUnsupportedChain).toBe(false)
    expect(portico.options.catalogueUrl).toBe(portico.options.apiUrl)
    expect(portico.stores.chain.getState().activeCaipNetwork?.caipNetworkId).toBe('eip155:1')
  })

  it('throws when both siwx and siweConfig are set', () => {
    const siwx = {} as SiwxConfig
    const siweConfig = {} as SiweConfig
    expect(() => createPortico({ networks, siwx, siweConfig })).toThrow(SiwxConfigConflictError)
  })

  it('gives every instance its own stores and query client', async () => {
    const a = createPortico({ networks, storage: null })
    const b = createPortico({ networks, storage: null })
    a.push({ view: 'AllWallets' })
    expect(b.stores.router.getState().view).toEqual({ view: 'Connect' })
    const [qa, qb] = [await a.getQueryClient(), await b.getQueryClient()]
    expect(qa).not.toBe(qb)
    // One per instance, made once.
    expect(await a.getQueryClient()).toBe(qa)
  })

  it('starts connecting where the stored status was connected', () => {
    const storage = createMemoryStorage()
    storage.setItem(STORAGE_KEYS.connectionStatus, JSON.stringify({ eip155: 'connected' }))
    const { portico } = createTestPortico({ storage })
    expect(portico.stores.connection.getState().status.eip155).toBe('connecting')
  })

  it('starts disconnected without a stored status', () => {
    const { portico } = createTestPortico()
    expect(portico.stores.connection.getState().status.eip155).toBe('disconnected')
  })

  it('restores the stored active network when it is still listed', () => {
    const storage = createMemoryStorage()
    storage.setItem(STORAGE_KEYS.activeCaipNetworkId, JSON.stringify('eip155:8453'))
    const { portico } = createTestPortico({ storage })
    expect(portico.stores.chain.getState().activeCaipNetwork?.caipNetworkId).toBe('eip155:8453')
  })

  it('persists the active network when it changes', () => {
    const { portico, storage } = createTestPortico()
    portico.stores.chain.getState().setActiveNetwork(KNOWN_CHAINS.base)
    expect(storage.entries.get(STORAGE_KEYS.activeCaipNetworkId)).toBe('"eip155:8453"')
  })

  it('runs on the server without storage', () => {
    const portico = createPortico({ networks })
    portico.storage.set(STORAGE_KEYS.walletId, 'x')
    expect(portico.storage.get(STORAGE_KEYS.walletId)).toBeUndefined()
  })
})
