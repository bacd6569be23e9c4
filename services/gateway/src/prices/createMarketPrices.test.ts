import {
  balanceResponseSchema,
  fungiblePriceResponseSchema,
  historyResponseSchema,
} from '@portico/common/schemas/api'
import { createLogger, createMetrics, type Logger, type Metrics } from '@portico/server'
import {
  type Anvil,
  addUniswapV3Pool,
  anvilAccounts,
  type DeployedTestTokens,
  deployPriceFeed,
  deployUniswapV3,
  devnetChain,
  swapOnUniswapV3,
  TEST_SWAP_GAS,
  type UniswapV2Devnet,
  uniswapV2RouterAbi,
} from '@portico/test/devnet'
import { createManualClock } from '@portico/test/services/createManualClock'
import {
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  type PublicClient,
  parseEther,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createChainClients } from '../blockchain/createChainClients'
import { toGatewayChains } from '../blockchain/GatewayChain'
import type { GatewayConfigInput } from '../config/gatewayConfigSchema'
import { NATIVE_TOKEN_ADDRESS } from '../convert/nativeTokenAddress'
import { createIndexer } from '../indexer/createIndexer'
import { createTestGateway } from '../testing/createTestGateway'
import { startSwapDevnet } from '../testing/startSwapDevnet'

const CHAIN = 'eip155:31337'
const ETH = `${CHAIN}:${NATIVE_TOKEN_ADDRESS}`
let devnet: Anvil
let tokens: DeployedTestTokens
let uniswap: UniswapV2Devnet
let chainConfig: Awaited<ReturnType<typeof startSwapDevnet>>['chain']
let client: PublicClient
const holder = anvilAccounts[2]?.address as `0x${string}`
const closers: (() => Promise<void>)[] = []

beforeAll(async () => {
  const swap = await startSwapDevnet(31337)
  ;({ anvil: devnet, tokens, uniswap, chain: chainConfig } = swap)
  client = createPublicClient({ transport: http(devnet.rpcUrl) })
}, 120_000)

afterAll(async () => {
  for (const close of closers) await close()
  await devnet?.stop()
})

/** Someone buys tUSDT with `ether` ETH in one trade: ETH gets cheaper in the pool. */
async function sellEthForDollars(ether: string): Promise<void> {
  const buyer = privateKeyToAccount(anvilAccounts[7]?.privateKey as Hex)
  const wallet = createWalletClient({
    account: buyer,
    chain: devnetChain(31337, devnet.rpcUrl),
    transport: http(),
  })
  const hash = await wallet.writeContract({
    address: uniswap.router,
    abi: uniswapV2RouterAbi,
    functionName: 'swapExactETHForTokens',
    args: [0n, [uniswap.weth, tokens.tetherStyle.address], buyer.address, 2n ** 40n],
    value: parseEther(ether),
    gas: TEST_SWAP_GAS,
  })
  expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
}

// A gateway on the devnet that counts the JSON-RPC requests it sends.
async function gatewayWith(
  input: GatewayConfigInput = {},
  observers: { logger?: Logger; metrics?: Metrics } = {},
) {
  const clock = createManualClock()
  const rpc = { requests: 0, calls: 0 }
  const chainClient = createPublicClient({
    chain: devnetChain(31337, devnet.rpcUrl),
    transport: http(devnet.rpcUrl, {
      batch: true,
      onFetchRequest: (_request, init) => {
        rpc.requests += 1
        const body: unknown = JSON.parse(String(init.body))
        rpc.calls += Array.isArray(body) ? body.length : 1
      },
    }),
  })
  const gateway = await createTestGateway(
    { chains: [chainConfig], publicUrl: 'http://127.0.0.1:8787', ...input },
    { clock, chainClients: new Map([[CHAIN, chainClient as PublicClient]]), ...observers },
  )
  closers.push(gateway.close)
  const price = async (addresses: string[]) => {
    const res = await gateway.app.request('/v1/fungible/price', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ currency: 'usd', addresses, projectId: 'p' }),
    })
    expect(res.status).toBe(200)
    return fungiblePriceResponseSchema.parse(await res.json()).fungibles
  }
  return { ...gateway, clock, rpc, price }
}

describe('prices from the pools', () => {
  it('prices ETH through ETH/tUSDT, PTT through its pools and tUSDT as the dollar', async () => {
    const { price } = await gatewayWith()
    const ptt = `${CHAIN}:${tokens.erc20.address.toLowerCase()}`
    const usdt = `${CHAIN}:${tokens.tetherStyle.address}`
    const fungibles = await price([ETH, ptt, usdt])
    expect(fungibles.map((f) => [f.symbol, f.address])).toEqual([
      ['ETH', ETH],
      ['PTT', ptt],
      ['tUSDT', usdt],
    ])
    // The seeded reserves: 1,000 ETH / 3,000,000 tUSDT; 800,000 PTT / 1,000,000 tUSDT.
    expect(fungibles[0]?.price).toBeCloseTo(3000, 6)
    expect(fungibles[1]?.price).toBeCloseTo(1.25, 6)
    expect(fungibles[2]?.price).toBe(1)
  })

  it('keeps the static table as an override', async () => {
    const { price } = await gatewayWith({ priceSource: { kind: 'static', prices: { ETH: 2500 } } })
    const [eth, ptt] = await price([ETH, `${CHAIN}:${tokens.erc20.address}`])
    expect(eth?.price).toBe(2500)
    expect(ptt?.price).toBeCloseTo(1.25, 6)
  })

  it('makes balance values real: price × quantity', async () => {
    const { app } = await gatewayWith()
    const res = await app.request(`/v1/account/${holder}/balance?currency=usd&chainId=${CHAIN}`)
    const { balances } = balanceResponseSchema.parse(await res.json())
    const bySymbol = Object.fromEntries(balances.map((b) => [b.symbol, b]))
    expect(bySymbol.ETH?.price).toBeCloseTo(3000, 6)
    expect(bySymbol.PTT?.price).toBeCloseTo(1.25, 6)
    expect(bySymbol.tUSDT?.price).toBe(1)
    for (const balance of balances) {
      expect(balance.value).toBeCloseTo(Number(balance.quantity.numeric) * balance.price, 6)
    }
    expect(bySymbol.PTT?.value).toBeGreaterThan(0)
  })

  it('shares one read of each pool between concurrent cold quotes', async () => {
    const { app, rpc } = await gatewayWith()
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        app.request(
          `/v1/convert/quotes?amount=${parseEther('10')}&userAddress=${holder}&from=${CHAIN}:${tokens.erc20.address}&to=${CHAIN}:${tokens.tetherStyle.address}`,
        ),
      ),
    )
    expect(answers.map((res) => res.status)).toEqual(Array(10).fill(200))
    // PTT → tUSDT weighs the direct pool and the path through WETH: three pools, each found
    // with getPair and read with getReserves once.
    expect(rpc.calls).toBe(6)
  })

  it('prices history transfers as fungible/price does', async () => {
    const { app, db, config, clock, price } = await gatewayWith()
    const chains = toGatewayChains(config.chains, createChainClients(config.chains))
    await createIndexer({ db, chains, clock, pollIntervalMs: 1000, batchSize: 50 }).sync()
    const res = await app.request(`/v1/account/${holder}/history?chainId=${CHAIN}`)
    const { data } = historyResponseSchema.parse(await res.json())
    // The deployment minted PTT and tUSDT to the holder.
    const transfers = data.flatMap((tx) => tx.transfers ?? [])
    const [ptt, usdt] = await price([
      `${CHAIN}:${tokens.erc20.address}`,
      `${CHAIN}:${tokens.tetherStyle.address}`,
    ])
    const minted = (symbol: string) => transfers.find((t) => t.fungible_info?.symbol === symbol)
    expect(minted('PTT')?.price).toBe(ptt?.price)
    expect(minted('PTT')?.price).toBeGreaterThan(1)
    expect(minted('tUSDT')?.price).toBe(usdt?.price)
    expect(minted('PTT')?.value).toBeCloseTo(
      Number(minted('PTT')?.quantity.numeric) * (ptt?.price ?? 0),
      6,
    )
  })

  it('reads nothing from the chain while the reserves are warm, and follows the pools after', async () => {
    const { price, app, clock, rpc } = await gatewayWith()
    const before = (await price([ETH]))[0]?.price ?? 0
    const quote = () =>
      app.request(
        `/v1/convert/quotes?amount=${parseEther('1')}&userAddress=${holder}&from=${ETH}&to=${CHAIN}:${tokens.erc20.address}`,
      )
    expect((await quote()).status).toBe(200)
    const cold = rpc.requests
    for (let i = 0; i < 20; i++) expect((await quote()).status).toBe(200)
    await price([ETH, `${CHAIN}:${tokens.erc20.address}`])
    expect(rpc.requests).toBe(cold)

    // Someone buys a lot of tUSDT with ETH: ETH gets cheaper in the pool.
    await sellEthForDollars('100')
    expect((await price([ETH]))[0]?.price).toBe(before) // still the cached reserves
    clock.advance(2_001)
    const after = (await price([ETH]))[0]?.price ?? 0
    expect(rpc.requests).toBeGreaterThan(cold)
    // 1,100 ETH / ~2,727,000 tUSDT now.
    expect(after).toBeLessThan(before * 0.85)
  })
})

describe('prices from a Chainlink-style feed', () => {
  /** The devnet's latest block time, in ms: the gateway's clock is set to the chain's. */
  const chainTimeMs = async () => Number((await client.getBlock()).timestamp) * 1000

  it('prices ETH from its feed, which a large trade in the pool does not move', async () => {
    const feed = await deployPriceFeed(devnet.rpcUrl, { usd: 2_500, description: 'ETH / USD' })
    const feeds = await gatewayWith({
      chains: [{ ...chainConfig, priceFeeds: [{ token: 'native', feed: feed.address }] }],
    })
    const pools = await gatewayWith()
    feeds.clock.set(await chainTimeMs())
    expect((await feeds.price([ETH]))[0]?.price).toBe(2_500)
    const poolBefore = (await pools.price([ETH]))[0]?.price ?? 0

    await sellEthForDollars('200')
    feeds.clock.advance(2_001)
    pools.clock.advance(2_001)
    // The pool's spot price fell with one trade; the feed's did not.
    expect((await pools.price([ETH]))[0]?.price).toBeLessThan(poolBefore * 0.8)
    expect((await feeds.price([ETH]))[0]?.price).toBe(2_500)
    // A token priced through WETH is priced at the feed's ETH, not the moved pool's.
    const ptt = `${CHAIN}:${tokens.erc20.address}`
    expect((await feeds.price([ptt]))[0]?.price).toBeGreaterThan(0)
  })

  it('refuses a stale answer and one outside its bounds: no price, and the log and metrics say why', async () => {
    const feed = await deployPriceFeed(devnet.rpcUrl, { usd: 3_100, description: 'ETH / USD' })
    const lines: string[] = []
    const metrics = createMetrics({ service: 'gateway', processMetrics: false })
    const gateway = await gatewayWith(
      {
        chains: [
          {
            ...chainConfig,
            priceFeeds: [
              { token: 'native', feed: feed.address, maxAgeSeconds: 3_600, maxAnswer: 100_000 },
            ],
          },
        ],
      },
      {
        metrics,
        logger: createLogger({ service: 'test', destination: { write: (l) => lines.push(l) } }),
      },
    )
    const now = await chainTimeMs()
    gateway.clock.set(now)
    expect((await gateway.price([ETH]))[0]?.price).toBe(3_100)

    // Posted two hours ago: past the hour the feed may be old.
    await feed.postRound(3_200, Math.floor(now / 1000) - 7_200)
    gateway.clock.advance(2_001)
    expect((await gateway.price([ETH]))[0]?.price).toBe(0)
    expect(lines.some((line) => line.includes('price feed answer refused: stale'))).toBe(true)

    // Fresh, but beyond the feed's bound.
    await feed.postRound(250_000, Math.floor(now / 1000))
    gateway.clock.advance(2_001)
    expect((await gateway.price([ETH]))[0]?.price).toBe(0)
    expect(lines.some((line) => line.includes('price feed answer refused: out_of_range'))).toBe(
      true,
    )

    const reads = await metrics.registry.getSingleMetric('portico_price_reads_total')?.get()
    const outcomes = Object.fromEntries(
      (reads?.values ?? [])
        .filter((value) => value.labels.source === 'feed')
        .map((value) => [value.labels.outcome, value.value]),
    )
    expect(outcomes).toEqual({ ok: 1, stale: 1, out_of_range: 1 })
    const age = await metrics.registry.getSingleMetric('portico_price_feed_age_seconds')?.get()
    expect(age?.values[0]?.value).toBeGreaterThanOrEqual(0)
  })
})

describe('prices from Uniswap V3 time-weighted averages', () => {
  let v3: Awaited<ReturnType<typeof deployUniswapV3>>
  let uniswapV3: { factory: Hex; weth: Hex; stablecoin: Hex; minLiquidityUsd: number }
  beforeAll(async () => {
    v3 = await deployUniswapV3(devnet.rpcUrl, { weth: uniswap.weth })
    await addUniswapV3Pool(devnet.rpcUrl, v3, {
      a: { address: uniswap.weth, amount: parseEther('100'), wrap: true },
      b: { address: tokens.tetherStyle.address, amount: 280_000n * 10n ** 6n },
      fee: 3000,
    })
    // Half an hour and more of the pool at 2,800 dollars an ether.
    await client.request({ method: 'evm_increaseTime', params: [2_000] } as never)
    await client.request({ method: 'evm_mine', params: [] } as never)
    uniswapV3 = {
      factory: v3.factory,
      weth: uniswap.weth,
      stablecoin: tokens.tetherStyle.address,
      minLiquidityUsd: 10_000,
    }
  })

  it("prices ETH by its pool's 30-minute average, which a large trade inside one block hardly moves, and a token whose pool is too young from the V2 pools", async () => {
    const usdt = tokens.tetherStyle.address
    const averaged = await gatewayWith({ chains: [{ ...chainConfig, uniswapV3 }] })
    const pools = await gatewayWith()
    const before = (await averaged.price([ETH]))[0]?.price ?? 0
    expect(before).toBeCloseTo(2_800, 0)

    // A quarter of the pool's ether sold in one trade: its spot price falls by about 40 %.
    const seller = anvilAccounts[5]?.address as `0x${string}`
    await swapOnUniswapV3(devnet.rpcUrl, v3, {
      from: seller,
      tokenIn: uniswap.weth,
      tokenOut: usdt,
      fee: 3000,
      amountIn: parseEther('25'),
      wrap: true,
    })
    averaged.clock.advance(2_001)
    const after = (await averaged.price([ETH]))[0]?.price ?? 0
    expect(Math.abs(after - before) / before).toBeLessThan(0.01)

    // PTT's V3 pool was made just now: no half hour of prices to average, so PTT is priced by
    // the V2 pools as without V3.
    await addUniswapV3Pool(devnet.rpcUrl, v3, {
      a: { address: tokens.erc20.address, amount: parseEther('100000') },
      b: { address: usdt, amount: 500_000n * 10n ** 6n },
      fee: 3000,
    })
    averaged.clock.advance(2_001)
    pools.clock.advance(2_001)
    const ptt = `${CHAIN}:${tokens.erc20.address}`
    const [fromV2] = await pools.price([ptt])
    expect((await averaged.price([ptt]))[0]?.price).toBeCloseTo(fromV2?.price ?? -1, 6)
  })
  it('refuses a feed answer further from the V3 average than its maxDeviationPercent, and takes one within it', async () => {
    // The pool has averaged about 2,800 dollars an ether for half an hour (a trade of the test
    // above moves that by under 1 %); the feed says 3,100, about 11 % more.
    const feed = await deployPriceFeed(devnet.rpcUrl, { usd: 3_100, description: 'ETH / USD' })
    const bounded = (maxDeviationPercent: number, v3Prices = true) => ({
      chains: [
        {
          ...chainConfig,
          ...(v3Prices && { uniswapV3 }),
          priceFeeds: [
            {
              token: 'native' as const,
              feed: feed.address,
              maxAgeSeconds: 3_600,
              maxDeviationPercent,
            },
          ],
        },
      ],
    })
    const now = Number((await client.getBlock()).timestamp) * 1000
    const lines: string[] = []
    const metrics = createMetrics({ service: 'gateway', processMetrics: false })
    const strict = await gatewayWith(bounded(5), {
      metrics,
      logger: createLogger({ service: 'test', destination: { write: (l) => lines.push(l) } }),
    })
    strict.clock.set(now)
    expect((await strict.price([ETH]))[0]?.price).toBe(0)
    expect(lines.some((line) => line.includes('price feed answer refused: deviation'))).toBe(true)
    const reads = await metrics.registry.getSingleMetric('portico_price_reads_total')?.get()
    expect(
      reads?.values.find((v) => v.labels.source === 'feed' && v.labels.outcome === 'deviation')
        ?.value,
    ).toBe(1)

    const loose = await gatewayWith(bounded(15))
    loose.clock.set(now)
    expect((await loose.price([ETH]))[0]?.price).toBe(3_100)
    // Without V3 prices on the chain there is no average to compare with: the feed's answer holds.
    const alone = await gatewayWith(bounded(5, false))
    alone.clock.set(now)
    expect((await alone.price([ETH]))[0]?.price).toBe(3_100)
  })
})
