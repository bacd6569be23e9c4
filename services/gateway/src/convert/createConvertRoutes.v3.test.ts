import { buildTransactionResponseSchema } from '@portico/common/schemas/api'
import {
  addUniswapV3Pool,
  devnetChain,
  uniswapV2AmountOut,
  uniswapV2RouterAbi,
  uniswapV3AmountOut,
} from '@portico/test/devnet'
import { readTokenBalance } from '@portico/test/devnet/readTokenBalance'
import { createManualClock } from '@portico/test/services/createManualClock'
import {
  type Address,
  checksumAddress,
  createPublicClient,
  createWalletClient,
  decodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  type PublicClient,
  parseEther,
  parseUnits,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestGateway } from '../testing/createTestGateway'
import { compileTestToken, deployTestToken } from '../testing/deployTestToken'
import { sendToken } from '../testing/devnetActions'
import { convertBuyer, convertRequests, expectGatewayError } from '../testing/startConvertTestBed'
import { startSwapDevnet } from '../testing/startSwapDevnet'
import { ADDRESS_THIS, swapRouter02Abi } from './encodeSwapRouter02Call'
import { encodeV3Path } from './encodeV3Path'
import { NATIVE_TOKEN_ADDRESS } from './nativeTokenAddress'
import { quoterV2Abi } from './quoteUniswapV3'

// The pools, beside the seeded V2 pairs (ETH/tUSDT 1,000/3M, ETH/PTT 1,000/2.4M, PTT/tUSDT
// 800k/1M): PTT/tUSDT in V3 at 0.01 % (shallow) and 0.3 % (ten times V2's depth); WETH/PTT at
// 0.05 %; LONE, on no V2 pair, with WETH at 0.05 % (shallow) and 1 % (deep). ETH/tUSDT has no
// V3 pool: V2 only.
const CHAIN = 'eip155:31337'
const ETH = `${CHAIN}:${NATIVE_TOKEN_ADDRESS}`
const buyer = convertBuyer

let swap: Awaited<ReturnType<typeof startSwapDevnet>>
let v3: NonNullable<typeof swap.v3>
let client: PublicClient
let lone: Address
let gateway: Awaited<ReturnType<typeof createTestGateway>>
let v2Only: Awaited<ReturnType<typeof createTestGateway>>
const clock = createManualClock()
let weth: Address
let ptt: Address
let usdt: Address

beforeAll(async () => {
  swap = await startSwapDevnet(31337, { uniswapV3: true })
  const rpcUrl = swap.anvil.rpcUrl
  // Checksummed, as the gateway answers addresses.
  const deployed = swap.v3 as NonNullable<typeof swap.v3>
  v3 = {
    ...deployed,
    quoterV2: checksumAddress(deployed.quoterV2),
    swapRouter02: checksumAddress(deployed.swapRouter02),
  }
  client = createPublicClient({ transport: http(rpcUrl) }) as PublicClient
  ;[weth, ptt, usdt] = [
    swap.uniswap.weth,
    swap.tokens.erc20.address,
    swap.tokens.tetherStyle.address,
  ]
  lone = checksumAddress(
    await deployTestToken({
      rpcUrl,
      client,
      artifact: compileTestToken(),
      name: 'Lonely Token',
      symbol: 'LONE',
      decimals: 18,
      supply: parseEther('2000000'),
    }),
  )
  const pool = (a: Address, b: Address, amounts: [string, string], fee: 100 | 500 | 3000 | 10000) =>
    addUniswapV3Pool(rpcUrl, v3, {
      a: { address: a, amount: parseEther(amounts[0]), wrap: a === weth, held: a === lone },
      b: { address: b, amount: parseUnits(amounts[1], b === usdt ? 6 : 18), wrap: b === weth },
      fee,
    })
  await pool(ptt, usdt, ['1000', '1250'], 100)
  await pool(ptt, usdt, ['8000000', '10000000'], 3000)
  await pool(weth, ptt, ['2000', '4800000'], 500)
  await pool(lone, weth, ['10000', '10'], 500)
  await pool(lone, weth, ['1000000', '1000'], 10000)
  await sendToken({ rpcUrl, client, token: lone, to: buyer.address, amount: parseEther('10000') })
  const listed = [
    ...swap.chain.tokens,
    { address: lone, name: 'Lonely Token', symbol: 'LONE', decimals: 18 },
  ]
  gateway = await createTestGateway({ chains: [{ ...swap.chain, tokens: listed }] }, { clock })
  const { uniswapV3: _swapsThroughV3, ...withoutV3 } = swap.chain
  v2Only = await createTestGateway({ chains: [{ ...withoutV3, tokens: listed }] }, { clock })
}, 180_000)

afterAll(async () => {
  await Promise.all([gateway?.close(), v2Only?.close()])
  await swap?.anvil.stop()
})

const caip10 = (token: Address) => `${CHAIN}:${token}`
const wallet = () =>
  createWalletClient({
    account: buyer,
    transport: http(swap.anvil.rpcUrl),
    chain: devnetChain(31337, swap.anvil.rpcUrl),
  })
const balanceOf = (token: Address | 'ETH') =>
  token === 'ETH'
    ? client.getBalance({ address: buyer.address })
    : readTokenBalance(client, token, buyer.address)

/** The quote of `amount` from `from` to `to`, with fresh reserves (the cache keeps them 2 s). */
async function quote(from: string, to: string, amount: bigint, app = gateway.app) {
  clock.advance(10_000)
  const res = await convertRequests(app).get('/v1/convert/quotes', {
    amount: amount.toString(),
    userAddress: buyer.address,
    from,
    to,
  })
  expect(res.status).toBe(200)
  const [first] = (await res.json()).quotes as { toAmount: string; path: string[] }[]
  return { toAmount: BigInt(first?.toAmount ?? '0'), path: first?.path }
}

/** Approves the router the gateway names (build-approve), exactly `amount`, from the buyer. */
async function approve(token: Address, amount: bigint, app = gateway.app) {
  const res = await convertRequests(app).get('/v1/convert/build-approve', {
    userAddress: caip10(buyer.address),
    from: caip10(token),
    to: ETH,
    amount: amount.toString(),
  })
  expect(res.status).toBe(200)
  const { tx } = (await res.json()) as { tx: { data: Hex } }
  const hash = await wallet().sendTransaction({ to: token, data: tx.data })
  await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
  return decodeFunctionData({ abi: erc20Abi, data: tx.data }).args[0] as Address
}

/** Builds the swap (no estimate: the gateway's own gas limit), sends it and measures it. */
async function swapThrough(from: string, to: string, amount: bigint, app = gateway.app) {
  const res = await convertRequests(app).post('/v1/convert/build-transaction', {
    amount: amount.toString(),
    eip155: { slippage: 1 },
    projectId: 'p',
    from,
    to,
    userAddress: caip10(buyer.address),
    disableEstimate: true,
  })
  expect(res.status).toBe(200)
  const body = await res.json()
  const { tx } = buildTransactionResponseSchema.parse(body)
  const extra = body.tx as { value: string; amountOutMin: string }
  const target = to === ETH ? 'ETH' : (to.split(':')[2] as Address)
  const before = await balanceOf(target)
  const hash = await wallet().sendTransaction({
    to: tx.to.split(':')[2] as Address,
    data: tx.data as Hex,
    value: BigInt(extra.value),
    gas: BigInt(tx.eip155.gas),
  })
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
  expect(receipt.status).toBe('success')
  expect(receipt.gasUsed).toBeLessThan(BigInt(tx.eip155.gas))
  const gasPaid = target === 'ETH' ? receipt.gasUsed * receipt.effectiveGasPrice : 0n
  return {
    to: tx.to.split(':')[2] as Address,
    data: tx.data as Hex,
    value: BigInt(extra.value),
    amountOutMin: BigInt(extra.amountOutMin),
    received: (await balanceOf(target)) - before + gasPaid,
  }
}

/** The calls inside a SwapRouter02 multicall, decoded, after its deadline. */
function innerCalls(data: Hex) {
  const outer = decodeFunctionData({ abi: swapRouter02Abi, data })
  expect(outer.functionName).toBe('multicall')
  const [, calls] = outer.args as [bigint, Hex[]]
  return calls.map((call) => decodeFunctionData({ abi: swapRouter02Abi, data: call }))
}

const quoteSingle = (tokenIn: Address, tokenOut: Address, fee: number, amountIn: bigint) =>
  uniswapV3AmountOut(swap.anvil.rpcUrl, v3.quoterV2, { tokenIn, tokenOut, fee, amountIn })
const v2Quote = (amountIn: bigint, path: Address[]) =>
  uniswapV2AmountOut(swap.anvil.rpcUrl, swap.uniswap.router, amountIn, path)

describe('swaps through Uniswap V3 and V2 behind one SwapRouter02', () => {
  it('routes a large trade through the deep V3 pool, not the shallow V2 pair, and the swap pays at least the least amount out', async () => {
    const amount = parseUnits('20000', 6)
    const { toAmount, path } = await quote(caip10(usdt), caip10(ptt), amount)
    expect(path).toEqual([caip10(usdt), caip10(ptt)])
    expect(toAmount).toBe(await quoteSingle(usdt, ptt, 3000, amount))
    expect(toAmount).toBeGreaterThan(await v2Quote(amount, [usdt, ptt]))
    expect(toAmount).toBeGreaterThan(await v2Quote(amount, [usdt, weth, ptt]))

    // The allowance the gateway reads and the one it builds are SwapRouter02's.
    expect(await approve(usdt, amount)).toBe(v3.swapRouter02)
    const allowance = await convertRequests(gateway.app).get('/v1/convert/allowance', {
      tokenAddress: caip10(usdt),
      userAddress: caip10(buyer.address),
    })
    expect(await allowance.json()).toEqual({ allowance: amount.toString() })

    const sent = await swapThrough(caip10(usdt), caip10(ptt), amount)
    expect(sent.to).toBe(v3.swapRouter02)
    const [call] = innerCalls(sent.data)
    expect(call).toEqual({
      functionName: 'exactInputSingle',
      args: [
        {
          tokenIn: usdt,
          tokenOut: ptt,
          fee: 3000,
          recipient: buyer.address,
          amountIn: amount,
          amountOutMinimum: sent.amountOutMin,
          sqrtPriceLimitX96: 0n,
        },
      ],
    })
    expect(sent.amountOutMin).toBe((toAmount * 99n) / 100n)
    expect(sent.received).toBe(toAmount)
  })

  it('chooses the fee tier that pays most: the shallow 0.01 % pool for a small trade', async () => {
    const amount = parseUnits('1', 6)
    const { toAmount } = await quote(caip10(usdt), caip10(ptt), amount)
    const cheap = await quoteSingle(usdt, ptt, 100, amount)
    expect(cheap).toBeGreaterThan(await quoteSingle(usdt, ptt, 3000, amount))
    expect(toAmount).toBe(cheap)
    await approve(usdt, amount)
    const sent = await swapThrough(caip10(usdt), caip10(ptt), amount)
    expect(innerCalls(sent.data)[0]?.args[0]).toMatchObject({ fee: 100 })
    expect(sent.received).toBe(toAmount)
  })

  it('takes ether in as value, which the router wraps, and pays ether out by unwrapping in the same multicall', async () => {
    const ether = parseEther('1')
    const bought = await quote(ETH, caip10(ptt), ether)
    expect(bought.toAmount).toBe(await quoteSingle(weth, ptt, 500, ether))
    const paid = await swapThrough(ETH, caip10(ptt), ether)
    expect(paid.value).toBe(ether)
    expect(innerCalls(paid.data)[0]?.args[0]).toMatchObject({ tokenIn: weth, fee: 500 })
    expect(paid.received).toBe(bought.toAmount)

    const sold = parseEther('2000')
    const back = await quote(caip10(ptt), ETH, sold)
    await approve(ptt, sold)
    const out = await swapThrough(caip10(ptt), ETH, sold)
    expect(out.value).toBe(0n)
    const [swapped, unwrapped] = innerCalls(out.data)
    expect(swapped?.args[0]).toMatchObject({ tokenOut: weth, recipient: ADDRESS_THIS })
    expect(unwrapped).toEqual({
      functionName: 'unwrapWETH9',
      args: [out.amountOutMin, buyer.address],
    })
    expect(out.received).toBe(back.toAmount)
    expect(out.received).toBeGreaterThanOrEqual(out.amountOutMin)
  })

  it("takes two V3 hops through WETH, each hop's fee tier searched (the cheap one for a small trade, the deep one for a large)", async () => {
    const twoHops = async (fees: [number, number], amountIn: bigint) => {
      const result = await client.readContract({
        address: v3.quoterV2,
        abi: quoterV2Abi,
        functionName: 'quoteExactInput',
        args: [encodeV3Path([lone, weth, ptt], fees), amountIn],
      })
      return result[0]
    }
    const small = parseEther('10')
    const smallQuote = await quote(caip10(lone), caip10(ptt), small)
    expect(smallQuote.path).toEqual([caip10(lone), caip10(weth), caip10(ptt)])
    expect(smallQuote.toAmount).toBe(await twoHops([500, 500], small))
    expect(smallQuote.toAmount).toBeGreaterThan(await twoHops([10000, 500], small))

    const large = parseEther('5000')
    const largeQuote = await quote(caip10(lone), caip10(ptt), large)
    expect(largeQuote.toAmount).toBe(await twoHops([10000, 500], large))
    expect(largeQuote.toAmount).toBeGreaterThan(await twoHops([500, 500], large))
    await approve(lone, large)
    const sent = await swapThrough(caip10(lone), caip10(ptt), large)
    const [call] = innerCalls(sent.data)
    expect(call?.functionName).toBe('exactInput')
    expect(call?.args[0]).toMatchObject({ path: encodeV3Path([lone, weth, ptt], [10000, 500]) })
    expect(sent.received).toBe(largeQuote.toAmount)
  })

  it('routes a pair only on V2 through its V2 pair via SwapRouter02, ether in and out', async () => {
    const ether = parseEther('1')
    const bought = await quote(ETH, caip10(usdt), ether)
    expect(bought.toAmount).toBe(await v2Quote(ether, [weth, usdt]))
    const paid = await swapThrough(ETH, caip10(usdt), ether)
    expect(paid.to).toBe(v3.swapRouter02)
    expect(paid.value).toBe(ether)
    expect(innerCalls(paid.data)).toEqual([
      {
        functionName: 'swapExactTokensForTokens',
        args: [ether, paid.amountOutMin, [weth, usdt], buyer.address],
      },
    ])
    expect(paid.received).toBe(bought.toAmount)

    const sold = parseUnits('3000', 6)
    const back = await quote(caip10(usdt), ETH, sold)
    expect(back.toAmount).toBe(await v2Quote(sold, [usdt, weth]))
    await approve(usdt, sold)
    const out = await swapThrough(caip10(usdt), ETH, sold)
    expect(innerCalls(out.data).map((call) => call.functionName)).toEqual([
      'swapExactTokensForTokens',
      'unwrapWETH9',
    ])
    expect(innerCalls(out.data)[0]?.args[3]).toBe(ADDRESS_THIS)
    expect(out.received).toBe(back.toAmount)
  })

  it('leaves a chain without the V3 swap contracts as it was: V2 pairs only, through the V2 router', async () => {
    const amount = parseUnits('20000', 6)
    const { toAmount } = await quote(caip10(usdt), caip10(ptt), amount, v2Only.app)
    const [direct, viaWeth] = await Promise.all([
      v2Quote(amount, [usdt, ptt]),
      v2Quote(amount, [usdt, weth, ptt]),
    ])
    // The better of the two V2 paths.
    expect([direct, viaWeth]).toContain(toAmount)
    expect(toAmount >= direct && toAmount >= viaWeth).toBe(true)
    expect(await approve(usdt, amount, v2Only.app)).toBe(swap.uniswap.router)
    const sent = await swapThrough(caip10(usdt), caip10(ptt), amount, v2Only.app)
    expect(sent.to).toBe(swap.uniswap.router)
    expect(decodeFunctionData({ abi: uniswapV2RouterAbi, data: sent.data }).functionName).toBe(
      'swapExactTokensForTokens',
    )
    expect(sent.received).toBe(toAmount)
    // LONE trades on V3 pools only.
    clock.advance(10_000)
    const res = await convertRequests(v2Only.app).get('/v1/convert/quotes', {
      amount: '1000000000000000000',
      userAddress: buyer.address,
      from: caip10(lone),
      to: caip10(ptt),
    })
    await expectGatewayError(res, 422, 'INSUFFICIENT_LIQUIDITY')
  })
})
