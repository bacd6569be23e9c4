import { STORAGE_KEYS } from '@portico/common'
import { createMemoryStorage } from '@portico/test/storage/createMemoryStorage'
import { describe, expect, it } from 'vitest'
import { groupTransactionsByYear } from '../rules/groupTransactionsByYear'
import { createTestPortico } from '../testing/createTestPortico'

const a = { id: 'a', name: 'Wallet A' }
const b = { id: 'b', name: 'Wallet B' }
const c = { id: 'c', name: 'Wallet C' }

describe('selectWallet', () => {
  it('keeps the 2 most recent wallets, newest first, without duplicates, and persists them', () => {
    const { portico, storage, events } = createTestPortico()
    portico.selectWallet(a, 'browser')
    portico.selectWallet(b, 'qrcode')
    portico.selectWallet(a, 'browser')
    portico.selectWallet(c, 'mobile')
    expect(portico.stores.wallets.getState().recent).toEqual([c, a])
    expect(JSON.parse(storage.entries.get(STORAGE_KEYS.recentWallets) ?? '[]')).toEqual([c, a])
    expect(portico.stores.connection.getState().recentWallet).toEqual(c)
    expect(events).toEqual(['SELECT_WALLET', 'SELECT_WALLET', 'SELECT_WALLET', 'SELECT_WALLET'])
  })

  it('a new instance starts with the stored recent wallets', () => {
    const storage = createMemoryStorage()
    storage.setItem(STORAGE_KEYS.recentWallets, JSON.stringify([b, a]))
    const { portico } = createTestPortico({ storage })
    expect(portico.stores.wallets.getState().recent).toEqual([b, a])
  })

  it('ignores malformed stored wallets', () => {
    const storage = createMemoryStorage()
    storage.setItem(STORAGE_KEYS.recentWallets, JSON.stringify([{ nope: true }]))
    const { portico } = createTestPortico({ storage })
    expect(portico.stores.wallets.getState().recent).toEqual([])
  })
})

describe('resetConnection', () => {
  it('clears uri, expiry, linking, recent wallet and stored transactions, and disconnects', () => {
    const { portico } = createTestPortico()
    const connection = portico.stores.connection.getState()
    connection.setWcUri('wc:1@2', Date.now() + 60_000)
    connection.setWcLinking({ name: 'A', href: 'a://' })
    portico.selectWallet(a, 'mobile')
    portico.stores.transactions
      .getState()
      .addPage({ data: [], next: 'x' }, 'eip155:1', groupTransactionsByYear)
    portico.resetConnection()
    expect(portico.stores.connection.getState()).toMatchObject({
      wcUri: undefined,
      wcPairingExpiry: undefined,
      wcLinking: undefined,
      recentWallet: undefined,
      status: { eip155: 'disconnected' },
    })
    expect(portico.stores.transactions.getState()).toMatchObject({
      next: undefined,
      lastNetworkInView: undefined,
    })
  })
})
