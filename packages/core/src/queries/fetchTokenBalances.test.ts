import { STORAGE_KEYS } from '@portico/common'
import { type Anvil, anvilAccounts, deployTestTokens, startAnvil } from '@portico/test'
import { createMemoryStorage } from '@portico/test/storage/createMemoryStorage'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createGatewayFetch } from '../api/testing/createGatewayFetch'
import { createGatewayPortico } from './testing/createGatewayPortico'

const alice = anvilAccounts[0]?.address ?? '0x'
let anvil: Anvil
let gateway: ReturnType<typeof createGatewayFetch>

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  const { erc20, tetherStyle } = await deployTestTokens(anvil.rpcUrl)
  gateway = createGatewayFetch({
    chains: [
      {
        chainId: 31337,
        name: 'Devnet A',
        rpcUrl: anvil.rpcUrl,
        tokens: [
          { address: erc20.address, name: erc20.name, symbol: 'PTT', decimals: 18 },
          { address: tetherStyle.address, name: tetherStyle.name, symbol: 'tUSDT', decimals: 6 },
          // The same contract listed again with decimals 0: the gateway reports it as such.
          { address: tetherStyle.address, name: 'Whole units', symbol: 'WHOLE', decimals: 0 },
        ],
      },
    ],
    projects: [{ projectId: 'demo' }],
    priceSource: { kind: 'static', prices: { ETH: 2000, PTT: 1, tUSDT: 1 } },
  })
}, 120_000)

afterAll(async () => {
  await anvil?.stop()
})

afterEach(() => {
  vi.useRealTimers()
})

async function connected(
  options: { chainId?: number; storage?: ReturnType<typeof createMemoryStorage> } = {},
) {
  const test = createGatewayPortico(gateway.fetch, { address: alice, ...options })
  await test.portico.connect({ connectorId: 'injected' })
  return test
}
const balanceRequests = () =>
  gateway.requests.filter((r) => r.url.pathname.endsWith('/balance')).length

describe('fetchTokenBalances through the gateway on a devnet', () => {
  it('fills token balances (decimals 0 dropped) and the native balance', async () => {
    const { portico } = await connected()
    // The gateway itself answers the decimals-0 entry; the kit must drop it.
    const raw = await portico.api.blockchain.getBalance({ address: alice, chainId: 'eip155:31337' })
    expect(raw.balances.map((b) => b.symbol)).toContain('WHOLE')

    await portico.api.fetchTokenBalances()
    const account = portico.stores.account.getState().accounts.eip155
    expect(account?.tokenBalance.map((b) => b.symbol)).toEqual(['ETH', 'PTT', 'tUSDT'])
    expect(account?.tokenBalance.find((b) => b.symbol === 'tUSDT')?.quantity).toEqual({
      decimals: '6',
      numeric: '1000000',
    })
    expect(account?.balanceSymbol).toBe('ETH')
    expect(Number(account?.balance)).toBeGreaterThan(9_999)
    expect(Number(account?.balance)).toBeLessThan(10_000)
    expect(portico.stores.toast.getState().open).toBe(false)
  })

  it('serves a repeat within 30 s from the cache; forceUpdate goes to the chain again', async () => {
    const { portico } = await connected()
    await portico.api.fetchTokenBalances()
    const before = balanceRequests()
    await portico.api.fetchTokenBalances()
    expect(balanceRequests()).toBe(before)
    await portico.api.fetchTokenBalances({ forceUpdate: true })
    expect(balanceRequests()).toBe(before + 1)
    expect(gateway.requests.at(-1)?.url.searchParams.get('forceUpdate')).toBe('true')
  })

  it('on a network the gateway does not index: no toast and no balance request; the account says its tokens are unknown', async () => {
    const { portico } = await connected({ chainId: 31338 })
    const before = balanceRequests()
    await portico.api.fetchTokenBalances()
    // Nothing failed: a red "Token Balance Unavailable" toast on each visit said otherwise.
    expect(portico.stores.toast.getState().open).toBe(false)
    expect(balanceRequests()).toBe(before)
    expect(portico.stores.account.getState().accounts.eip155).toMatchObject({
      notIndexed: true,
      tokenBalance: [],
    })
  })

  it('on a failed fetch: the toast, and the guard lifts after 30 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    let failing = true
    const { portico } = createGatewayPortico(async (url, init) =>
      failing && url.includes('/balance')
        ? new Response('{"code":"UPSTREAM_UNAVAILABLE","message":"Chain RPC unavailable"}', {
            status: 503,
          })
        : gateway.fetch(url, init),
    )
    await portico.connect({ connectorId: 'injected' })
    await portico.api.fetchTokenBalances()
    expect(portico.stores.toast.getState().message).toBe('Token Balance Unavailable')
    expect(portico.stores.account.getState().accounts.eip155?.tokenBalance).toEqual([])

    failing = false
    await vi.advanceTimersByTimeAsync(29_000)
    await portico.api.fetchTokenBalances()
    expect(portico.stores.account.getState().accounts.eip155?.tokenBalance).toEqual([])
    await vi.advanceTimersByTimeAsync(1_000)
    await portico.api.fetchTokenBalances()
    expect(portico.stores.account.getState().accounts.eip155?.tokenBalance.length).toBe(3)
  })

  it('balanceCache: a reload shows the stored balances (30 s) before the gateway answers, then the answer', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const storage = createMemoryStorage()
    const first = await connected({ storage })
    await first.portico.api.fetchTokenBalances()
    const key = `eip155:31337:${alice}`.toLowerCase()
    const stored = JSON.parse(storage.entries.get(STORAGE_KEYS.balanceCache) ?? '{}')
    expect(stored[key].value.map((b: { symbol: string }) => b.symbol)).toEqual([
      'ETH',
      'PTT',
      'tUSDT',
    ])

    // The next page load, over the same storage; the gateway's balance answers wait.
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const slow: typeof gateway.fetch = async (href, init) => {
      if (new URL(href).pathname.endsWith('/balance')) await held
      return gateway.fetch(href, init)
    }
    const next = createGatewayPortico(slow, { address: alice, storage })
    await next.portico.connect({ connectorId: 'injected' })
    const fetched = next.portico.api.fetchTokenBalances()
    await vi.waitFor(() =>
      expect(
        next.portico.stores.account.getState().accounts.eip155?.tokenBalance.map((b) => b.symbol),
      ).toEqual(['ETH', 'PTT', 'tUSDT']),
    )
    release()
    await fetched
    expect(JSON.parse(storage.entries.get(STORAGE_KEYS.balanceCache) ?? '{}')[key].at).toBe(
      Date.now(),
    )

    // 30 s after the last answer the entry is too old to show.
    const { at } = JSON.parse(storage.entries.get(STORAGE_KEYS.balanceCache) ?? '{}')[key]
    vi.setSystemTime(at + 30_000)
    let asked = 0
    const hung: typeof gateway.fetch = async (href, init) => {
      if (!new URL(href).pathname.endsWith('/balance')) return gateway.fetch(href, init)
      asked++
      return new Promise<Response>(() => {})
    }
    const late = createGatewayPortico(hung, { address: alice, storage })
    await late.portico.connect({ connectorId: 'injected' })
    void late.portico.api.fetchTokenBalances()
    await vi.waitFor(() => expect(asked).toBe(1))
    expect(late.portico.stores.account.getState().accounts.eip155?.tokenBalance).toEqual([])
  })

  it('does nothing without a connected account', async () => {
    const { portico } = createGatewayPortico(gateway.fetch)
    const before = gateway.requests.length
    await portico.api.fetchTokenBalances()
    expect(gateway.requests.length).toBe(before)
    expect(portico.stores.toast.getState().open).toBe(false)
  })
})
