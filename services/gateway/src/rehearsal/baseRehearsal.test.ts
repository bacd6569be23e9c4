import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  balanceResponseSchema,
  buildTransactionResponseSchema,
  historyResponseSchema,
} from '@portico/common/schemas/api'
import { createSqliteKysely } from '@portico/server'
import {
  addUniswapV3Pool,
  anvilAccounts,
  type DeployedPriceFeed,
  deployPriceFeed,
  devnetChain,
  startFaultyRpcProxy,
  TEST_SWAP_GAS,
  uniswapV2RouterAbi,
} from '@portico/test/devnet'
import { readTokenBalance } from '@portico/test/devnet/readTokenBalance'
import { createManualClock } from '@portico/test/services/createManualClock'
import { sql } from 'kysely'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  decodeFunctionData,
  encodeFunctionData,
  type Hex,
  http,
  type PublicClient,
  parseAbi,
  parseEther,
  parseUnits,
  toHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chainConfigSchema } from '../config/gatewayConfigSchema'
import { swapRouter02Abi } from '../convert/encodeSwapRouter02Call'
import { NATIVE_TOKEN_ADDRESS } from '../convert/nativeTokenAddress'
import type { GatewayDatabase, GatewayDb } from '../db/Database'
import { migrateGatewayDb } from '../db/migrateGatewayDb'
import { createTestGateway } from '../testing/createTestGateway'
import { createTestIndexer } from '../testing/createTestIndexer'
import { indexedRows } from '../testing/indexedRows'
import { convertBuyer, convertRequests } from '../testing/startConvertTestBed'
import { startNodeInFront } from '../testing/startNodeInFront'
import { startSwapDevnet } from '../testing/startSwapDevnet'

// A chain shaped like Base (chain id 8453) behind an RPC provider that behaves like one: it
// answers 429 with Retry-After, refuses batches of more than four calls, drops a connection, and
// serves no trace or debug API. The gateway runs its whole path against it — the indexer
// catching up, balances, USD values, history, a swap through Uniswap V3's SwapRouter02 — as a
// team pointing it at Base meets it, and the test reads what that costs in provider calls and
// storage.

const CHAIN = 'eip155:8453'
type DevAccount = { address: Address; privateKey: Hex }
const [sender, receiver, trader] = [2, 3, 7].map((i) => anvilAccounts[i] as DevAccount) as [
  DevAccount,
  DevAccount,
  DevAccount,
]
const transferAbi = parseAbi(['function transfer(address to, uint256 amount) returns (bool)'])
const dir = mkdtempSync(join(tmpdir(), 'portico-base-rehearsal-'))
const closers: (() => Promise<unknown> | unknown)[] = []
let swap: Awaited<ReturnType<typeof startSwapDevnet>>
let client: PublicClient
let feed: DeployedPriceFeed
/** The node in front of anvil that serves no trace or debug API. */
let untracedUrl: string
/** Trace and debug calls that node refused. */
let traceCallsRefused = 0
/** The traffic the rehearsal sends: ether and tUSDT (6 decimals, USDT's transfer) transfers. */
const sent = { ether: 12, tether: 8 }
/** The block of each tUSDT transfer sent, in order. */
const tetherBlocks: bigint[] = []

beforeAll(async () => {
  swap = await startSwapDevnet(8453, { uniswapV3: true })
  closers.push(() => swap.anvil.stop())
  client = createPublicClient({ transport: http(swap.anvil.rpcUrl) })
  // Base's ETH liquidity is in V3: a WETH / tUSDT pool at 0.05 %, as deep as the V2 pair.
  await addUniswapV3Pool(swap.anvil.rpcUrl, swap.v3 as NonNullable<typeof swap.v3>, {
    a: { address: swap.uniswap.weth, amount: parseEther('1000'), wrap: true },
    b: { address: swap.tokens.tetherStyle.address, amount: parseUnits('3000000', 6) },
    fee: 500,
  })
  feed = await deployPriceFeed(swap.anvil.rpcUrl, { usd: 3_000, description: 'ETH / USD' })
  const node = await startNodeInFront(swap.anvil.rpcUrl, (call) => {
    if (call.method !== 'trace_block' && !call.method.startsWith('debug_')) return undefined
    traceCallsRefused++
    return { error: { code: -32601, message: `the method ${call.method} does not exist` } }
  })
  closers.push(() => node.server.close())
  untracedUrl = node.url
  await sendTraffic()
}, 180_000)

afterAll(async () => {
  for (const close of closers.reverse()) await close()
  rmSync(dir, { recursive: true, force: true })
})

/** Each transaction in its own block, as anvil mines them. */
async function sendTraffic() {
  const send = async (tx: { to: Address; value?: bigint; data?: Hex }) => {
    const hash = (await client.request({
      method: 'eth_sendTransaction',
      params: [
        {
          from: sender.address,
          to: tx.to,
          ...(tx.value !== undefined && { value: toHex(tx.value) }),
          ...(tx.data && { data: tx.data }),
        },
      ],
    } as never)) as Hex
    return (await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })).blockNumber
  }
  for (let i = 1; i <= sent.ether; i++)
    await send({ to: receiver.address, value: BigInt(i) * 10n ** 15n })
  for (let i = 1; i <= sent.tether; i++) {
    const data = encodeFunctionData({
      abi: transferAbi,
      functionName: 'transfer',
      args: [receiver.address, BigInt(i) * 1_250_000n],
    })
    tetherBlocks.push(await send({ to: swap.tokens.tetherStyle.address, data }))
  }
}

/**
 * The gateway on the faulty provider (indexing from `startBlock` when given), its SQLite file in
 * the rehearsal's folder.
 */
async function gatewayBehindFaults(proxyUrl: string, startBlock?: number) {
  const clock = createManualClock()
  clock.set(Number((await client.getBlock()).timestamp) * 1000)
  const gateway = await createTestGateway(
    {
      chains: [
        {
          ...swap.chain,
          name: 'Base (rehearsal)',
          rpcUrl: proxyUrl,
          // A provider plan's batch cap, and patience with its 429s.
          upstream: { maxBatchSize: 10, maxRateLimitRetries: 10 },
          priceFeeds: [{ token: 'native', feed: feed.address, maxAgeSeconds: 3_600 }],
          ...(startBlock !== undefined && { startBlock }),
        },
      ],
      publicUrl: 'http://127.0.0.1:8787',
    },
    {
      clock,
      dialect: 'sqlite',
      // A gateway started later on its own database; the others share theirs.
      dbPath: join(dir, startBlock === undefined ? 'gateway.sqlite' : `from-${startBlock}.sqlite`),
    },
  )
  closers.push(gateway.close)
  const indexer = createTestIndexer({
    db: gateway.db,
    chains: gateway.config.chains,
    clock,
    batchSize: 20,
  })
  return { ...gateway, clock, indexer }
}

/**
 * The rows an indexer writes reading the same untraced node with no faults in between: the
 * truth the faulty path must match (without a trace API ether moved by inner calls is not
 * seen either way; the gateway README says so).
 */
async function rowsReadDirectly() {
  const db = createSqliteKysely<GatewayDatabase>(join(dir, 'direct.sqlite'))
  closers.push(() => db.destroy())
  await migrateGatewayDb(db)
  const clock = createManualClock()
  const config = chainConfigSchema.parse({ ...swap.chain, rpcUrl: untracedUrl })
  await createTestIndexer({ db, chains: [config], clock, batchSize: 20 }).sync()
  return indexedRows(db)
}

/** An address's tUSDT, read from the chain itself. */
const readTether = (address: Address) =>
  readTokenBalance(client, swap.tokens.tetherStyle.address, address)

/** The database's size in bytes (SQLite pages in use). */
async function databaseBytes(db: GatewayDb): Promise<number> {
  const pages = await sql<{
    n: number
  }>`select page_count * page_size as n from pragma_page_count(), pragma_page_size()`.execute(db)
  return Number(pages.rows[0]?.n ?? 0)
}

describe('a Base-shaped chain behind a provider that limits, refuses and drops', () => {
  it('indexes every transfer through 429s, refused batches, a dropped connection and no trace API: the rows a direct read gives, at a few calls a block', async () => {
    // Its batch cap is below the plan's ten the config names: the gateway learns it by refusal.
    const proxy = await startFaultyRpcProxy(untracedUrl, {
      rateLimitEvery: 6,
      retryAfter: '0',
      maxBatchSize: 4,
      dropNext: 1,
    })
    closers.push(() => proxy.stop())
    const gateway = await gatewayBehindFaults(proxy.url)
    const empty = await databaseBytes(gateway.db)
    await gateway.indexer.sync()
    // The provider's faults were met and waited out, not skipped.
    expect(proxy.seen.filter((seen) => seen.answer === 429).length).toBeGreaterThan(0)
    expect(proxy.seen.filter((seen) => seen.answer === 'refused batch').length).toBeGreaterThan(0)
    expect(proxy.seen.some((seen) => seen.answer === 'dropped')).toBe(true)
    expect(traceCallsRefused).toBeGreaterThan(0)
    expect(await indexedRows(gateway.db)).toEqual(await rowsReadDirectly())

    // What it cost: calls the provider answered, per block indexed, and storage per transaction.
    // Not viem's cached block number (up to 4 s old): the traffic's last blocks may be newer.
    const blocks = Number(await client.getBlockNumber({ cacheTime: 0 })) + 1
    const answered = proxy.seen
      .filter((seen) => seen.answer === 200)
      .reduce((sum, seen) => sum + seen.methods.length, 0)
    const transactions = (await indexedRows(gateway.db)).transactions.length
    const bytesPerTransaction = ((await databaseBytes(gateway.db)) - empty) / transactions
    expect(transactions).toBeGreaterThanOrEqual(sent.ether + sent.tether)
    // Said on failure: the blocks counted, which calls, and how each request was answered.
    const answers = proxy.seen.map((seen) => `${seen.answer}:${seen.methods.join('+')}`)
    expect(answered / blocks, `${blocks} blocks; ${answers.join(' ')}`).toBeLessThan(8)
    expect(bytesPerTransaction).toBeLessThan(4_096)
  }, 120_000)

  it("values ETH at its feed's price, which a 200 ETH trade in the pool does not move, and lists the tUSDT sent at 6 decimals", async () => {
    const proxy = await startFaultyRpcProxy(untracedUrl, { rateLimitEvery: 5, retryAfter: '0' })
    closers.push(() => proxy.stop())
    const gateway = await gatewayBehindFaults(proxy.url)
    const ethPrice = async () => {
      const res = await gateway.app.request(
        `/v1/account/${sender.address}/balance?currency=usd&chainId=${CHAIN}`,
      )
      expect(res.status).toBe(200)
      const { balances } = balanceResponseSchema.parse(await res.json())
      const eth = balances.find((balance) => balance.symbol === 'ETH')
      expect(eth?.value).toBeCloseTo(Number(eth?.quantity.numeric) * (eth?.price ?? 0), 6)
      return eth?.price
    }
    expect(await ethPrice()).toBe(3_000)

    // Someone sells 200 ETH into the V2 pool in one trade: its spot price falls by a third.
    const wallet = createWalletClient({
      account: privateKeyToAccount(trader.privateKey),
      chain: devnetChain(8453, swap.anvil.rpcUrl),
      transport: http(),
    })
    const hash = await wallet.writeContract({
      address: swap.uniswap.router,
      abi: uniswapV2RouterAbi,
      functionName: 'swapExactETHForTokens',
      args: [0n, [swap.uniswap.weth, swap.tokens.tetherStyle.address], trader.address, 2n ** 40n],
      value: parseEther('200'),
      gas: TEST_SWAP_GAS,
    })
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
    gateway.clock.advance(60_000)
    expect(await ethPrice()).toBe(3_000)

    await gateway.indexer.sync()
    const res = await gateway.app.request(
      `/v1/account/${receiver.address}/history?chainId=${CHAIN}`,
    )
    const { data } = historyResponseSchema.parse(await res.json())
    const tether = data
      .flatMap((tx) => tx.transfers ?? [])
      .filter((transfer) => transfer.fungible_info?.symbol === 'tUSDT')
      .map((transfer) => Number(transfer.quantity.numeric))
      .sort((a, b) => a - b)
    expect(tether).toEqual(Array.from({ length: sent.tether }, (_, i) => (i + 1) * 1.25))
  }, 120_000)
  it('quotes ETH → tUSDT through the V3 pool behind the faulty provider, and the swap lands on its quote', async () => {
    const proxy = await startFaultyRpcProxy(untracedUrl, { rateLimitEvery: 4, retryAfter: '0' })
    closers.push(() => proxy.stop())
    const gateway = await gatewayBehindFaults(proxy.url)
    const ether = parseEther('2')
    const eth = `${CHAIN}:${NATIVE_TOKEN_ADDRESS}`
    const usdt = `${CHAIN}:${swap.tokens.tetherStyle.address}`
    const requests = convertRequests(gateway.app)
    const quoted = await requests.get('/v1/convert/quotes', {
      amount: ether.toString(),
      userAddress: convertBuyer.address,
      from: eth,
      to: usdt,
    })
    expect(quoted.status).toBe(200)
    const [best] = (await quoted.json()).quotes as { toAmount: string }[]
    const toAmount = BigInt(best?.toAmount ?? '0')
    // The V2 pair was sold into by the test above: the V3 pool pays more than 2 × 2,900.
    expect(toAmount).toBeGreaterThan(parseUnits('5800', 6))

    const built = await requests.post('/v1/convert/build-transaction', {
      amount: ether.toString(),
      eip155: { slippage: 1 },
      projectId: 'p',
      from: eth,
      to: usdt,
      userAddress: `${CHAIN}:${convertBuyer.address}`,
      disableEstimate: true,
    })
    expect(built.status).toBe(200)
    const body = await built.json()
    const { tx } = buildTransactionResponseSchema.parse(body)
    const router = tx.to.split(':')[2] as Address
    expect(router.toLowerCase()).toBe(swap.v3?.swapRouter02.toLowerCase())
    const outer = decodeFunctionData({ abi: swapRouter02Abi, data: tx.data as Hex })
    const [, [inner]] = outer.args as [bigint, Hex[]]
    const call = decodeFunctionData({ abi: swapRouter02Abi, data: inner as Hex })
    expect(call.functionName).toBe('exactInputSingle')
    expect(call.args[0]).toMatchObject({ fee: 500, amountIn: ether })

    const before = await readTether(convertBuyer.address)
    const wallet = createWalletClient({
      account: convertBuyer,
      chain: devnetChain(8453, swap.anvil.rpcUrl),
      transport: http(),
    })
    const hash = await wallet.sendTransaction({
      to: router,
      data: tx.data as Hex,
      value: BigInt((body.tx as { value: string }).value),
      // With the kit's fifth on top of the gateway's estimate (executeSwap), as a visitor sends it.
      gas: (BigInt(tx.eip155.gas) * 12n) / 10n,
    })
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect((await readTether(convertBuyer.address)) - before).toBe(toAmount)
    expect(proxy.seen.some((seen) => seen.answer === 429)).toBe(true)
  }, 120_000)
  it('indexes from a recent startBlock behind the faulty provider and says where history on Base begins', async () => {
    const proxy = await startFaultyRpcProxy(untracedUrl, { rateLimitEvery: 5, retryAfter: '0' })
    closers.push(() => proxy.stop())
    // Started on the day of the fifth tUSDT transfer: every ether transfer was before it.
    const startBlock = tetherBlocks[4] as bigint
    const gateway = await gatewayBehindFaults(proxy.url, Number(startBlock))
    await gateway.indexer.sync()
    const res = await gateway.app.request(
      `/v1/account/${receiver.address}/history?chainId=${CHAIN}`,
    )
    const page = historyResponseSchema.parse(await res.json())
    const { timestamp } = await client.getBlock({ blockNumber: startBlock })
    expect(page.historyStart).toEqual({
      block: Number(startBlock),
      minedAt: new Date(Number(timestamp) * 1000).toISOString(),
    })
    const listed = page.data
      .flatMap((tx) => tx.transfers ?? [])
      .map((transfer) => `${Number(transfer.quantity.numeric)} ${transfer.fungible_info?.symbol}`)
      .sort()
    expect(listed).toEqual(['10 tUSDT', '6.25 tUSDT', '7.5 tUSDT', '8.75 tUSDT'])
  }, 120_000)
  it("refuses the feed once its answer is older than maxAgeSeconds: ETH shows no USD value, not the sold-into pool's", async () => {
    const proxy = await startFaultyRpcProxy(untracedUrl, { rateLimitEvery: 5, retryAfter: '0' })
    closers.push(() => proxy.stop())
    const gateway = await gatewayBehindFaults(proxy.url)
    const now = Number((await client.getBlock()).timestamp)
    // The feed's last round is two hours old: past the hour the config allows.
    await feed.postRound(3_000, now - 7_200)
    const res = await gateway.app.request(
      `/v1/account/${sender.address}/balance?currency=usd&chainId=${CHAIN}`,
    )
    const { balances } = balanceResponseSchema.parse(await res.json())
    const eth = balances.find((balance) => balance.symbol === 'ETH')
    expect(Number(eth?.quantity.numeric)).toBeGreaterThan(0)
    expect(eth?.price ?? 0).toBe(0)
    expect(eth?.value ?? 0).toBe(0)
  }, 120_000)
  it("answers a wallet's eth_getLogs over the whole chain through a provider capping ranges at 8 blocks: the logs a direct read gives", async () => {
    let refused = 0
    const capped = await startNodeInFront(untracedUrl, (call) => {
      if (call.method !== 'eth_getLogs') return undefined
      const range = (call.params?.[0] ?? {}) as { fromBlock?: string; toBlock?: string }
      const { fromBlock, toBlock } = range
      if (Number(toBlock) - Number(fromBlock) < 8) return undefined
      refused++
      return { error: { code: -32005, message: 'block range too large: at most 8 blocks' } }
    })
    closers.push(() => capped.server.close())
    const proxy = await startFaultyRpcProxy(capped.url, { rateLimitEvery: 5, retryAfter: '0' })
    closers.push(() => proxy.stop())
    const gateway = await gatewayBehindFaults(proxy.url)
    const filter = { address: swap.tokens.tetherStyle.address, fromBlock: '0x0', toBlock: 'latest' }
    const res = await gateway.app.request(`/v1?chainId=${CHAIN}&projectId=p`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getLogs', params: [filter] }),
    })
    expect(res.status).toBe(200)
    const { result } = (await res.json()) as { result?: unknown[] }
    const direct = (await client.request({
      method: 'eth_getLogs',
      params: [filter],
    } as never)) as unknown[]
    expect(direct.length).toBeGreaterThanOrEqual(sent.tether)
    expect(result).toEqual(direct)
    expect(refused).toBeGreaterThan(0)
  }, 120_000)
})
