import { STORAGE_KEYS, type StorageKey } from '@portico/common'
import { describe, expect, it, vi } from 'vitest'
import { createPorticoStorage } from './createPorticoStorage'
import { readStoredState } from './readStoredState'

function stored(values: Partial<Record<StorageKey, unknown>>) {
  const data = new Map(Object.entries(values).map(([key, value]) => [key, JSON.stringify(value)]))
  const logger = { warn: vi.fn(), error: vi.fn() }
  const backing = {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: () => {},
    removeItem: () => {},
  }
  return { storage: createPorticoStorage(backing, logger), logger }
}

describe('readStoredState', () => {
  it('reads what a previous page load left', () => {
    const wallet = { id: 'metamask', name: 'MetaMask', image_id: 'mm' }
    const { storage, logger } = stored({
      [STORAGE_KEYS.connectionStatus]: { eip155: 'connected', solana: 'disconnected' },
      [STORAGE_KEYS.connectedConnectorIds]: { eip155: 'io.metamask' },
      [STORAGE_KEYS.recentWallets]: [wallet],
      [STORAGE_KEYS.activeCaipNetworkId]: 'eip155:8453',
    })
    expect(readStoredState(storage, logger)).toEqual({
      connectionStatus: { eip155: 'connected', solana: 'disconnected' },
      connectedConnectorIds: { eip155: 'io.metamask' },
      recentWallets: [wallet],
      activeCaipNetworkId: 'eip155:8453',
    })
    expect(logger.warn).not.toHaveBeenCalled()
  })

  it('is empty without stored state', () => {
    const { storage, logger } = stored({})
    expect(readStoredState(storage, logger)).toEqual({
      connectionStatus: {},
      connectedConnectorIds: {},
      recentWallets: [],
      activeCaipNetworkId: undefined,
    })
  })

  it('logs each malformed key and treats it as absent', () => {
    const { storage, logger } = stored({
      [STORAGE_KEYS.connectionStatus]: { eip155: 'maybe' },
      [STORAGE_KEYS.connectedConnectorIds]: ['io.metamask'],
      [STORAGE_KEYS.recentWallets]: [{ id: 'metamask' }],
      [STORAGE_KEYS.activeCaipNetworkId]: 'not a network',
    })
    expect(readStoredState(storage, logger)).toEqual({
      connectionStatus: {},
      connectedConnectorIds: {},
      recentWallets: [],
      activeCaipNetworkId: undefined,
    })
    expect(logger.warn.mock.calls.map(([message]) => message)).toEqual([
      `Portico storage: ignoring malformed ${STORAGE_KEYS.connectionStatus}`,
      `Portico storage: ignoring malformed ${STORAGE_KEYS.connectedConnectorIds}`,
      `Portico storage: ignoring malformed ${STORAGE_KEYS.recentWallets}`,
      `Portico storage: ignoring malformed ${STORAGE_KEYS.activeCaipNetworkId}`,
    ])
  })
})
