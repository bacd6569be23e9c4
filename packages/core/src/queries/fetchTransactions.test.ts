import {
  groupTransactionsByMonth,
  NoActiveCaipAddressError,
  type Transaction,
} from '@portico/common'
import { type Anvil, anvilAccounts, fundAccount, startAnvil } from '@portico/test'
import { QueryClient } from '@tanstack/query-core'
import { parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createBlockchainApiClient } from '../api/createBlockchainApiClient'
import { createGatewayFetch, GATEWAY_TEST_URL } from '../api/testing/createGatewayFetch'
import { historyInfiniteQueryOptions } from './historyQueryOptions'
import { createGatewayPortico } from './testing/createGatewayPortico'

const bob = anvilAccounts[1]?.address ?? '0x'
let anvil: Anvil
let gateway: ReturnType<typeof createGatewayFetch>

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  gateway = createGatewayFetch({
    chains: [{ chainId: 31337, name: 'Devnet A', rpcUrl: anvil.rpcUrl }],
    projects: [{ projectId: 'demo' }],
    historyPageSize: 2,
  })
  // Five payments to bob, one block each.
  for (let i = 1; i <= 5; i++) await fundAccount(anvil.rpcUrl, bob, { value: parseEther(`0.${i}`) })
}, 120_000)

afterAll(async () => {
  await anvil?.stop()
})

async function connected(fetch = gateway.fetch) {
  const test = createGatewayPortico(fetch, { address: bob })
  await test.portico.connect({ connectorId: 'injected' })
  return test
}

const amounts = (list: readonly Transaction[]) =>
  list.map((tx) => tx.transfers?.[0]?.quantity.numeric)

describe('fetchTransactions through the gateway on a devnet', () => {
  it('loads the first page, then the next ones by cursor until there is none', async () => {
    const { portico } = await connected()
    const history = portico.stores.transactions
    const first = portico.api.fetchTransactions()
    expect(history.getState().loading).toBe(true)
    await first
    expect(history.getState()).toMatchObject({ loading: false, empty: false })
    expect(amounts(history.getState().transactions)).toEqual(['0.5', '0.4'])
    expect(history.getState().next).toEqual(expect.any(String))

    await portico.api.fetchMoreTransactions()
    await portico.api.fetchMoreTransactions()
    expect(amounts(history.getState().transactions)).toEqual(['0.5', '0.4', '0.3', '0.2', '0.1'])
    expect(history.getState().next).toBeUndefined()
    expect(
      history.getState().transactions.every((tx) => tx.metadata.chain === 'eip155:31337'),
    ).toBe(true)
    const cursors = gateway.requests
      .filter((r) => r.url.pathname.endsWith('/history'))
      .map((r) => r.url.searchParams.get('cursor'))
    expect(cursors.slice(-3)).toEqual([null, expect.any(String), expect.any(String)])

    // No next page: nothing is asked.
    const before = gateway.requests.length
    await portico.api.fetchMoreTransactions()
    expect(gateway.requests.length).toBe(before)
  })

  it('groups the list by year and month: this month under its name', async () => {
    const { portico } = await connected()
    await portico.api.fetchTransactions()
    const now = new Date()
    const groups = groupTransactionsByMonth(
      portico.stores.transactions.getState().transactions,
      now,
    )
    expect(groups[0]?.title).toBe(now.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' }))
    const byYear = portico.stores.transactions.getState().transactionsByYear
    expect(byYear[now.getUTCFullYear()]?.[now.getUTCMonth()]?.length).toBe(2)
  })

  it('starts over from the first page when fetched again', async () => {
    const { portico } = await connected()
    await portico.api.fetchTransactions()
    await portico.api.fetchMoreTransactions()
    await portico.api.fetchTransactions()
    expect(amounts(portico.stores.transactions.getState().transactions)).toEqual(['0.5', '0.4'])
  })

  it('on failure: the toast, an empty set and ERROR_FETCH_TRANSACTIONS', async () => {
    const { portico, events } = await connected(async (url, init) =>
      url.includes('/history')
        ? new Response('{"code":"INTERNAL","message":"Internal error"}', { status: 500 })
        : gateway.fetch(url, init),
    )
    await portico.api.fetchTransactions()
    expect(portico.stores.transactions.getState()).toMatchObject({
      transactions: [],
      empty: true,
      loading: false,
    })
    expect(portico.stores.toast.getState().message).toBe('Failed to fetch transactions')
    expect(events).toContain('ERROR_FETCH_TRANSACTIONS')
  })

  it('without an account: NoActiveCaipAddressError, and the list is not left loading', async () => {
    const { portico } = createGatewayPortico(gateway.fetch, { address: bob })
    const history = portico.stores.transactions
    await expect(portico.api.fetchTransactions()).rejects.toBeInstanceOf(NoActiveCaipAddressError)
    expect(history.getState()).toMatchObject({ loading: false, transactions: [] })
    // Nothing stuck: once connected, the history loads.
    await portico.connect({ connectorId: 'injected' })
    await portico.api.fetchTransactions()
    expect(history.getState().transactions.length).toBeGreaterThan(0)
  })

  it('hides spam (an empty transfer list included) and other chains from what the gateway answers', async () => {
    const tx = (id: string, chain: string, spam: boolean | undefined) => ({
      id,
      metadata: {
        chain,
        minedAt: new Date().toISOString(),
        operationType: 'receive',
        status: 'confirmed',
        sentFrom: '0x1',
        sentTo: bob,
      },
      transfers: [
        spam === undefined
          ? { direction: 'in', quantity: { numeric: '1' }, fungible_info: { symbol: 'ETH' } }
          : { direction: 'in', quantity: { numeric: '1' }, nft_info: { flags: { is_spam: spam } } },
      ],
    })
    const body = JSON.stringify({
      data: [
        tx('kept', 'eip155:31337', undefined),
        tx('spam', 'eip155:31337', true),
        tx('nft', 'eip155:31337', false),
        tx('other-chain', 'eip155:31338', undefined),
        // An empty list counts as all spam (api-shapes); null means no transfers and is kept.
        { ...tx('empty', 'eip155:31337', undefined), transfers: [] },
        { ...tx('no-transfers', 'eip155:31337', undefined), transfers: null },
      ],
      next: null,
    })
    const { portico } = await connected(async (url, init) =>
      url.includes('/history') ? new Response(body) : gateway.fetch(url, init),
    )
    await portico.api.fetchTransactions()
    expect(portico.stores.transactions.getState().transactions.map((t) => t.id)).toEqual([
      'kept',
      'nft',
      'no-transfers',
    ])
  })
})

describe('historyInfiniteQueryOptions', () => {
  it('follows next until the last page', async () => {
    const api = createBlockchainApiClient({
      baseUrl: GATEWAY_TEST_URL,
      projectId: 'demo',
      fetch: gateway.fetch,
    })
    const options = historyInfiniteQueryOptions(api, { address: bob, chainId: 'eip155:31337' })
    const history = await new QueryClient().fetchInfiniteQuery({ ...options, pages: 3 })
    expect(history.pages.map((page) => amounts(page.data))).toEqual([
      ['0.5', '0.4'],
      ['0.3', '0.2'],
      ['0.1'],
    ])
    expect(history.pageParams).toEqual([undefined, expect.any(String), expect.any(String)])
    expect(options.getNextPageParam(history.pages[2] ?? { data: [], next: undefined })).toBe(
      undefined,
    )
    expect(options.staleTime).toBe(15_000)
  })
})
