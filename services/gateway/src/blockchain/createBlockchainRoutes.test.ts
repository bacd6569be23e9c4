import {
  balanceResponseSchema,
  fungiblePriceResponseSchema,
  historyResponseSchema,
  supportedChainsResponseSchema,
} from '@portico/common/schemas/api'
import { type Anvil, startAnvil } from '@portico/test'
import { createManualClock } from '@portico/test/services/createManualClock'
import { type Address, createPublicClient, http, type PublicClient } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GatewayConfigInput } from '../config/gatewayConfigSchema'
import { createTestGateway } from '../testing/createTestGateway'
import { ANVIL_ACCOUNT, compileTestToken, deployTestToken } from '../testing/deployTestToken'
import { ANVIL_ACCOUNTS, sendEther, sendToken } from '../testing/devnetActions'
import { type GatewayTestDialect, gatewayTestDialects } from '../testing/gatewayTestDialects'
import { indexTestGateway } from '../testing/indexTestGateway'

let first: Anvil
let second: Anvil
let client: PublicClient
let token: Address
type TestGateway = Awaited<ReturnType<typeof createTestGateway>>
const dialects = await gatewayTestDialects()
// One gateway per database dialect, all indexing the same devnets.
const gateways = new Map<GatewayTestDialect, TestGateway>()
const clock = createManualClock()
const alice = ANVIL_ACCOUNTS[0] as Address
const bob = ANVIL_ACCOUNTS[1] as Address
const carol = ANVIL_ACCOUNTS[2] as Address

/** Indexes every chain of `gateway`'s config into its database, up to each chain's head. */
async function indexChains(gateway: Pick<TestGateway, 'config' | 'db'>): Promise<void> {
  await indexTestGateway(gateway, { clock, batchSize: 10 })
}

beforeAll(async () => {
  ;[first, second] = await Promise.all([
    startAnvil({ chainId: 31337 }),
    startAnvil({ chainId: 31338 }),
  ])
  client = createPublicClient({ transport: http(first.rpcUrl) })
  token = await deployTestToken({ rpcUrl: first.rpcUrl, client, artifact: compileTestToken() })
  const input: GatewayConfigInput = {
    chains: [
      {
        chainId: 31337,
        name: 'Anvil',
        rpcUrl: first.rpcUrl,
        tokens: [{ address: token, name: 'Test USD', symbol: 'TUSD', decimals: 6 }],
      },
      { chainId: 31338, name: 'Anvil 2', rpcUrl: second.rpcUrl },
    ],
    priceSource: { kind: 'static', prices: { ETH: 2000, TUSD: 1 } },
    historyPageSize: 5,
    publicUrl: 'http://127.0.0.1:8787',
  }
  for (const dialect of dialects) {
    gateways.set(dialect, await createTestGateway(input, { clock, dialect }))
  }
  // Seven payments to bob on the first chain, two on the second, one token transfer.
  for (let i = 1; i <= 7; i++)
    await sendEther({ rpcUrl: first.rpcUrl, client, to: bob, ether: `0.${i}` })
  const secondClient = createPublicClient({ transport: http(second.rpcUrl) })
  for (let i = 1; i <= 2; i++)
    await sendEther({ rpcUrl: second.rpcUrl, client: secondClient, to: bob, ether: '1' })
  await sendToken({ rpcUrl: first.rpcUrl, client, token, to: alice, amount: 12_345_678n })
  for (const gateway of gateways.values()) await indexChains(gateway)
}, 90_000)

afterAll(async () => {
  for (const gateway of gateways.values()) await gateway.close()
  await Promise.all([first?.stop(), second?.stop()])
})

describe.each(dialects)('blockchain API on real devnets (%s)', (dialect) => {
  const gateway = {
    get app() {
      return (gateways.get(dialect) as TestGateway).app
    },
  }
  const get = (path: string) =>
    gateway.app.request(
      `${path}${path.includes('?') ? '&' : '?'}st=appkit&sv=react-wagmi-1.8.24&projectId=p&clientId=abc`,
    )

  it('lists the configured chains', async () => {
    const body = supportedChainsResponseSchema.parse(
      await (await get('/v1/supported-chains')).json(),
    )
    expect(body).toEqual({ http: ['eip155:31337', 'eip155:31338'], ws: [] })
  })

  it('answers native and ERC20 balances with prices, quantities and icons', async () => {
    const res = await get(`/v1/account/${alice}/balance?currency=usd&chainId=eip155:31337`)
    expect(res.status).toBe(200)
    const { balances } = balanceResponseSchema.parse(await res.json())
    const [native, tusd] = balances
    expect(native).toMatchObject({
      name: 'Ether',
      symbol: 'ETH',
      chainId: 'eip155:31337',
      price: 2000,
      quantity: { decimals: '18' },
    })
    expect(native).not.toHaveProperty('address')
    expect(native?.iconUrl).toBe('http://127.0.0.1:8787/public/getTokenImage/ETH')
    expect(tusd).toEqual({
      name: 'Test USD',
      symbol: 'TUSD',
      chainId: 'eip155:31337',
      address: `eip155:31337:${token}`,
      value: 12.345678,
      price: 1,
      quantity: { decimals: '6', numeric: '12.345678' },
      iconUrl: 'http://127.0.0.1:8787/public/getTokenImage/TUSD',
    })
  })

  it('answers every configured chain when no chainId is given, and accepts a CAIP-10 path', async () => {
    const all = balanceResponseSchema.parse(
      await (await get(`/v1/account/${alice}/balance?currency=usd`)).json(),
    )
    expect(all.balances.map((b) => [b.chainId, b.symbol])).toEqual([
      ['eip155:31337', 'ETH'],
      ['eip155:31337', 'TUSD'],
      ['eip155:31338', 'ETH'],
    ])
    const caip10 = balanceResponseSchema.parse(
      await (await get(`/v1/account/eip155:31338:${alice}/balance?currency=usd`)).json(),
    )
    expect(caip10.balances.map((b) => b.chainId)).toEqual(['eip155:31338'])
  })

  it('caches balances for 30 s unless forceUpdate is set', async () => {
    const read = async (extra = '') => {
      const res = await get(
        `/v1/account/${carol}/balance?currency=usd&chainId=eip155:31337${extra}`,
      )
      return balanceResponseSchema.parse(await res.json()).balances[0]?.quantity.numeric
    }
    const before = await read()
    await sendEther({ rpcUrl: first.rpcUrl, client, to: carol, ether: '1' })
    expect(await read()).toBe(before)
    const forced = await read('&forceUpdate=true')
    expect(Number(forced)).toBe(Number(before) + 1)
    await sendEther({ rpcUrl: first.rpcUrl, client, to: carol, ether: '1' })
    clock.advance(29_000)
    expect(await read()).toBe(forced)
    clock.advance(1_001)
    expect(Number(await read())).toBe(Number(before) + 2)
  })

  it('pages the history with a cursor, newest first, from the account point of view', async () => {
    const page1 = historyResponseSchema.parse(
      await (await get(`/v1/account/${bob}/history?chainId=eip155:31337`)).json(),
    )
    expect(page1.data).toHaveLength(5)
    expect(page1.next).toBeTruthy()
    const tx = page1.data[0]
    expect(tx?.metadata).toMatchObject({
      operationType: 'receive',
      status: 'confirmed',
      chain: 'eip155:31337',
      sentTo: bob,
    })
    expect(tx?.transfers).toEqual([
      {
        direction: 'in',
        quantity: { numeric: '0.7' },
        fungible_info: {
          name: 'Ether',
          symbol: 'ETH',
          icon: { url: 'http://127.0.0.1:8787/public/getTokenImage/ETH' },
        },
        value: 1400,
        price: 2000,
        sender: tx?.metadata.sentFrom,
        recipient: bob,
      },
    ])
    const page2 = historyResponseSchema.parse(
      await (
        await get(`/v1/account/${bob}/history?chainId=eip155:31337&cursor=${page1.next}`)
      ).json(),
    )
    expect(page2.data.map((t) => t.transfers?.[0]?.quantity.numeric)).toEqual(['0.2', '0.1'])
    expect(page2.next).toBeNull()
    const ids = [...page1.data, ...page2.data].map((t) => t.id)
    expect(new Set(ids).size).toBe(7)
    const minedAt = [...page1.data, ...page2.data].map((t) => Date.parse(t.metadata.minedAt))
    expect([...minedAt].sort((a, b) => b - a)).toEqual(minedAt)
  })

  it('filters the history by chain and merges chains without a filter', async () => {
    const second = historyResponseSchema.parse(
      await (await get(`/v1/account/${bob}/history?chainId=eip155:31338`)).json(),
    )
    expect(second.data).toHaveLength(2)
    expect(second.data.every((t) => t.metadata.chain === 'eip155:31338')).toBe(true)
    let all: string[] = []
    let cursor: string | null | undefined = ''
    do {
      const page = historyResponseSchema.parse(
        await (await get(`/v1/account/${bob}/history${cursor ? `?cursor=${cursor}` : ''}`)).json(),
      )
      all = [...all, ...page.data.map((t) => t.metadata.chain)]
      cursor = page.next
    } while (cursor)
    expect(all.filter((c) => c === 'eip155:31337')).toHaveLength(7)
    expect(all.filter((c) => c === 'eip155:31338')).toHaveLength(2)
  })

  it('shows ERC20 transfers with token info, as receive and as send', async () => {
    const received = historyResponseSchema.parse(
      await (await get(`/v1/account/${alice}/history?chainId=eip155:31337`)).json(),
    )
    const incoming = received.data.find((t) => t.transfers?.[0]?.fungible_info?.symbol === 'TUSD')
    expect(incoming?.metadata.operationType).toBe('receive')
    expect(incoming?.transfers?.[0]).toMatchObject({
      direction: 'in',
      quantity: { numeric: '12.345678' },
      price: 1,
    })
    const sent = historyResponseSchema.parse(
      await (await get(`/v1/account/${ANVIL_ACCOUNT}/history?chainId=eip155:31337`)).json(),
    )
    const outgoing = sent.data.find((t) => t.id === incoming?.id)
    expect(outgoing?.metadata.operationType).toBe('send')
    expect(outgoing?.transfers?.[0]).toMatchObject({
      direction: 'out',
      quantity: { numeric: '12.345678' },
      sender: ANVIL_ACCOUNT,
      recipient: alice,
    })
    // The transaction itself went to the token contract; the transfer names the person paid.
    expect(outgoing?.metadata.sentTo).not.toBe(alice)
    // The oldest entry is the token deployment, whose only transfer minted the supply.
    let page = sent
    while (page.next) {
      page = historyResponseSchema.parse(
        await (
          await get(`/v1/account/${ANVIL_ACCOUNT}/history?chainId=eip155:31337&cursor=${page.next}`)
        ).json(),
      )
    }
    expect(page.data.at(-1)?.metadata.operationType).toBe('mint')
  })

  it('answers empty results on an unsupported chain', async () => {
    expect(await (await get(`/v1/account/${bob}/history?chainId=eip155:1`)).json()).toEqual({
      data: [],
      next: null,
    })
    expect(
      await (await get(`/v1/account/${bob}/balance?currency=usd&chainId=eip155:1`)).json(),
    ).toEqual({ balances: [] })
  })

  it('prices configured tokens and echoes the requested addresses', async () => {
    const native = 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
    const res = await gateway.app.request('/v1/fungible/price', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({
        currency: 'usd',
        projectId: 'p',
        addresses: [
          native,
          `eip155:31337:${token.toLowerCase()}`,
          'eip155:1:0x0000000000000000000000000000000000000001',
        ],
      }),
    })
    const { fungibles } = fungiblePriceResponseSchema.parse(await res.json())
    expect(fungibles.map((f) => [f.symbol, f.price, f.address])).toEqual([
      ['ETH', 2000, native],
      ['TUSD', 1, `eip155:31337:${token.toLowerCase()}`],
    ])
  })

  it('answers identity with no name yet', async () => {
    expect(await (await get(`/v1/identity/${bob}?sender=${alice}`)).json()).toEqual({
      name: null,
      avatar: null,
    })
  })
})

describe('history of a chain indexed from a later block', () => {
  it('says where the history begins, with the block and its time, and lists nothing before it', async () => {
    const gateway = await createTestGateway(
      {
        chains: [
          { chainId: 31337, name: 'Anvil', rpcUrl: first.rpcUrl },
          { chainId: 31338, name: 'Anvil 2', rpcUrl: second.rpcUrl, startBlock: 2 },
        ],
      },
      { clock },
    )
    try {
      await indexChains(gateway)
      const later = historyResponseSchema.parse(
        await (await gateway.app.request(`/v1/account/${bob}/history?chainId=eip155:31338`)).json(),
      )
      const secondClient = createPublicClient({ transport: http(second.rpcUrl) })
      const startBlock = await secondClient.getBlock({ blockNumber: 2n })
      expect(later.historyStart).toEqual({
        block: 2,
        minedAt: new Date(Number(startBlock.timestamp) * 1000).toISOString(),
      })
      // Of bob's two payments on that chain (blocks 1 and 2), the one before block 2 is not there.
      expect(later.data).toHaveLength(1)

      // From genesis, or across chains: no start to tell.
      for (const query of ['chainId=eip155:31337', '']) {
        const page = historyResponseSchema.parse(
          await (await gateway.app.request(`/v1/account/${bob}/history?${query}`)).json(),
        )
        expect(page.historyStart).toBeUndefined()
      }
    } finally {
      await gateway.close()
    }
  })
})
