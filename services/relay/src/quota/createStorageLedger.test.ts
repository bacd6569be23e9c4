import { describe, expect, it } from 'vitest'
import { createStorageLedger, storedSize } from './createStorageLedger'
import type { StorageCharge } from './StorageLedger'

const charge = (overrides: Partial<StorageCharge> = {}): StorageCharge => ({
  clientId: 'did:key:za',
  address: '10.0.0.1',
  bytes: 100,
  expiresAt: 10_000,
  ...overrides,
})

// Room for ten charges everywhere and no reserve mark; each test narrows what it is about.
const ledgerWith = (limits: Partial<Parameters<typeof createStorageLedger>[0]>) =>
  createStorageLedger({
    perClient: 1_000,
    perAddress: 1_000,
    total: 1_000,
    reservePercent: 0,
    ...limits,
  })

describe('createStorageLedger', () => {
  it('counts each message with a row allowance', () => {
    expect(storedSize(0)).toBe(256)
    expect(storedSize(1_000, 3)).toBe(1_768)
  })

  it('refuses a message over the client quota, then the address quota, then the total', () => {
    const ledger = ledgerWith({ perClient: 250, perAddress: 450, total: 600 })
    expect(ledger.reserve([charge()], 0)).toBeUndefined()
    expect(ledger.reserve([charge()], 0)).toBeUndefined()
    expect(ledger.reserve([charge()], 0)).toBe('CLIENT_QUOTA_EXCEEDED')
    expect(ledger.reserve([charge({ clientId: 'did:key:zb' })], 0)).toBeUndefined()
    expect(ledger.reserve([charge({ clientId: 'did:key:zb' })], 0)).toBeUndefined()
    expect(ledger.reserve([charge({ clientId: 'did:key:zc' })], 0)).toBe('ADDRESS_QUOTA_EXCEEDED')
    expect(ledger.reserve([charge({ clientId: 'did:key:zc', address: '10.0.0.2' })], 0)).toBe(
      undefined,
    )
    expect(ledger.reserve([charge({ clientId: 'did:key:zd', address: '10.0.0.3' })], 0)).toBe(
      undefined,
    )
    expect(ledger.reserve([charge({ clientId: 'did:key:ze', address: '10.0.0.4' })], 0)).toBe(
      'STORAGE_FULL',
    )
    expect(ledger.usage(0, { clientId: 'did:key:za', address: '10.0.0.1' })).toEqual({
      total: 600,
      client: 200,
      address: 400,
    })
  })

  it('releases bytes once their messages expire, in expiry order', () => {
    const ledger = ledgerWith({ perClient: 300 })
    ledger.reserve([charge({ expiresAt: 5_000 })], 0)
    ledger.reserve([charge({ expiresAt: 2_500 })], 0)
    ledger.reserve([charge({ expiresAt: 9_000 })], 0)
    expect(ledger.reserve([charge()], 0)).toBe('CLIENT_QUOTA_EXCEEDED')
    // 2,500 counts until 3,000: never released before it expires.
    expect(ledger.usage(2_999).total).toBe(300)
    expect(ledger.usage(3_000).total).toBe(200)
    expect(ledger.reserve([charge()], 3_000)).toBeUndefined()
    expect(ledger.usage(9_000, { clientId: 'did:key:za' })).toEqual({
      total: 100,
      client: 100,
      address: 0,
    })
    expect(ledger.usage(10_000).total).toBe(0)
  })

  it('admits a batch whole or not at all', () => {
    const ledger = ledgerWith({ perClient: 250 })
    expect(ledger.reserve([charge(), charge(), charge()], 0)).toBe('CLIENT_QUOTA_EXCEEDED')
    expect(ledger.usage(0).total).toBe(0)
    expect(ledger.reserve([charge(), charge()], 0)).toBeUndefined()
    expect(ledger.usage(0).total).toBe(200)
  })

  it('above the reserve mark, refuses an address over its fair share and admits a smaller one', () => {
    const ledger = ledgerWith({ reservePercent: 20 })
    const big = { clientId: 'did:key:zbig', address: '10.0.0.1' }
    for (let i = 0; i < 7; i++) expect(ledger.reserve([charge(big)], 0)).toBeUndefined()
    const small = { clientId: 'did:key:zsmall', address: '10.0.0.2' }
    expect(ledger.reserve([charge(small)], 0)).toBeUndefined()
    // 900 of 1,000 would be above the 800 mark: the fair share is 1,000 / 2 addresses.
    expect(ledger.reserve([charge(big)], 0)).toBe('STORAGE_FULL')
    expect(ledger.reserve([charge(small)], 0)).toBeUndefined()
    expect(ledger.reserve([charge(small)], 0)).toBeUndefined()
    // The high-water mark still holds for everyone.
    expect(ledger.reserve([charge(small)], 0)).toBe('STORAGE_FULL')
    expect(ledger.usage(0, big)).toMatchObject({ total: 1_000, address: 700 })
  })

  it('refunds a reservation and restores what the store holds without checking limits', () => {
    const ledger = ledgerWith({ perClient: 100, perAddress: 100, total: 100 })
    const first = charge()
    ledger.reserve([first], 0)
    ledger.refund(first)
    expect(ledger.usage(0).total).toBe(0)
    ledger.restore(charge({ bytes: 500 }))
    expect(ledger.usage(0, { clientId: 'did:key:za' }).client).toBe(500)
    expect(ledger.reserve([charge({ clientId: 'did:key:zb', address: '10.0.0.9' })], 0)).toBe(
      'STORAGE_FULL',
    )
  })
})
