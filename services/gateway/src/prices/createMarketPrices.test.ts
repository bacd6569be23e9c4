import {
  balanceResponseSchema,
  fungiblePriceResponseSchema,
  historyResponseSchema,
} from '@portico/common/schemas/api'
import {
  type Anvil,
  anvilAccounts,
  type DeployedTestTokens,
  devnetChain,
  type UniswapV2Devnet,
} from '@portico/test/devnet'
import {
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  type PublicClient,
  parseAbi,
  parseEther,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createChainClients } from '../blockchain/createChainClients'
import { toGatewayChains } from '../blockchain/GatewayChain'
import type { GatewayConfigInput } from '../config/gatewayConfigSchema'
import { NATIVE_TOKEN_ADDRESS } from '../convert/nativeTokenAddress'
import { createIndexer } from '../indexer/createIndexer'
import { createManualClock } from '../testing/createManualClock'
import { createTestGateway } from '../testing/createTestGateway'
import { startSwapDevnet } from '../testing/startSwapDevnet'

const routerAbi = parseAbi([
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
])
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

// A gateway on the devnet that counts the JSON-RPC requests it sends.
async function gatewayWith(input: GatewayConfigInput = {}) {
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
    { clock, chainClients: new Map([[CHAIN, chainClient as PublicClient]]) },
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
    const buyer = privateKeyToAccount(anvilAccounts[7]?.privateKey as Hex)
    const wallet = createWalletClient({
      account: buyer,
      chain: devnetChain(31337, devnet.rpcUrl),
      transport: http(),
    })
    const hash = await wallet.writeContract({
      address: uniswap.router,
      abi: routerAbi,
      functionName: 'swapExactETHForTokens',
      args: [0n, [uniswap.weth, tokens.tetherStyle.address], buyer.address, 2n ** 40n],
      value: parseEther('100'),
    })
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect((await price([ETH]))[0]?.price).toBe(before) // still the cached reserves
    clock.advance(2_001)
    const after = (await price([ETH]))[0]?.price ?? 0
    expect(rpc.requests).toBeGreaterThan(cold)
    // 1,100 ETH / ~2,727,000 tUSDT now.
    expect(after).toBeLessThan(before * 0.85)
  })
})
