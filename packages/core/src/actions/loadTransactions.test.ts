import { NoActiveCaipAddressError, type Transaction } from '@portico/common'
import { describe, expect, it, vi } from 'vitest'
import { createTestPortico } from '../testing/createTestPortico'
import { loadTransactions } from './loadTransactions'

function tx(id: string, chain: `${string}:${string}` = 'eip155:1', spam = false): Transaction {
  return {
    id,
    metadata: {
      chain,
      minedAt: '2024-05-15T12:00:00Z',
      operationType: 'receive',
      status: 'confirmed',
      sentFrom: '0x1',
      sentTo: '0x2',
    },
    transfers: spam
      ? [{ direction: 'in', quantity: { numeric: '1' }, nft_info: { flags: { is_spam: true } } }]
      : [{ direction: 'in', quantity: { numeric: '1' }, fungible_info: { symbol: 'ETH' } }],
  }
}

async function connected() {
  const t = createTestPortico({ projectId: 'demo' })
  await t.portico.connect({ connectorId: 'injected' })
  return t
}

describe('loadTransactions', () => {
  it('loads a page, hiding spam and other chains', async () => {
    const { portico, fake } = await connected()
    const fetchPage = vi.fn(async () => ({
      data: [tx('a'), tx('b', 'eip155:8453'), tx('c', 'eip155:1', true)],
      next: 'n2',
    }))
    const loading = loadTransactions(portico, fetchPage)
    expect(portico.stores.transactions.getState().loading).toBe(true)
    await loading
    expect(fetchPage).toHaveBeenCalledWith({
      address: fake.address,
      chainId: 'eip155:1',
      cursor: undefined,
    })
    expect(portico.stores.transactions.getState()).toMatchObject({
      loading: false,
      empty: false,
      next: 'n2',
    })
    expect(portico.stores.transactions.getState().transactions.map((t) => t.id)).toEqual(['a'])
  })

  it('asks for the next page with the cursor', async () => {
    const { portico } = await connected()
    const fetchPage = vi.fn(async () => ({ data: [tx('a')], next: 'n2' }))
    await loadTransactions(portico, fetchPage)
    await loadTransactions(portico, fetchPage)
    expect(fetchPage).toHaveBeenLastCalledWith(expect.objectContaining({ cursor: 'n2' }))
  })

  it("keeps where the network's history starts, and forgets it when a page fails", async () => {
    const { portico } = await connected()
    const historyStart = { block: 7, minedAt: '2026-11-03T09:12:11.000Z' }
    await loadTransactions(portico, async () => ({
      data: [tx('a')],
      next: undefined,
      historyStart,
    }))
    expect(portico.stores.transactions.getState().historyStart).toEqual(historyStart)
    await loadTransactions(portico, async () => {
      throw new Error('down')
    })
    expect(portico.stores.transactions.getState().historyStart).toBeUndefined()
  })

  it('sets the empty flag when there is nothing', async () => {
    const { portico } = await connected()
    await loadTransactions(portico, async () => ({ data: [], next: undefined }))
    expect(portico.stores.transactions.getState()).toMatchObject({ empty: true, loading: false })
  })

  it('on failure: empty set, toast and ERROR_FETCH_TRANSACTIONS', async () => {
    const { portico, events } = await connected()
    await loadTransactions(portico, async () => {
      throw new Error('502')
    })
    expect(portico.stores.transactions.getState()).toMatchObject({
      transactions: [],
      empty: true,
      loading: false,
    })
    expect(portico.stores.toast.getState().message).toBe('Failed to fetch transactions')
    expect(events.at(-1)).toBe('ERROR_FETCH_TRANSACTIONS')
  })

  it('asks the gateway nothing when the history feature is off', async () => {
    const { portico } = createTestPortico({ projectId: 'demo', features: { history: false } })
    await portico.connect({ connectorId: 'injected' })
    const fetchPage = vi.fn(async () => ({ data: [tx('a')], next: undefined }))
    await loadTransactions(portico, fetchPage)
    expect(fetchPage).not.toHaveBeenCalled()
    expect(portico.stores.transactions.getState().transactions).toEqual([])
  })

  it('needs an account address', async () => {
    const { portico } = createTestPortico()
    const fetchPage = vi.fn()
    await expect(loadTransactions(portico, fetchPage)).rejects.toBeInstanceOf(
      NoActiveCaipAddressError,
    )
    expect(fetchPage).not.toHaveBeenCalled()
  })
})
