import {
  type Address,
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  http,
  parseAbi,
  parseEther,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addUniswapV3Pool } from './addUniswapV3Pool'
import { deployTestTokens } from './deployTestTokens'
import { deployUniswapV2 } from './deployUniswapV2'
import { deployUniswapV3 } from './deployUniswapV3'
import { predictUniswapV3 } from './predictUniswapV3'
import { readTokenBalance } from './readTokenBalance'
import { seedUniswapV3Pools } from './seedUniswapV3Pools'
import { sendFromDevAccount } from './sendFromDevAccount'
import { type Anvil, startAnvil } from './startAnvil'
import { swapOnUniswapV3 } from './swapOnUniswapV3'
import { anvilAccounts } from './testAccounts'
import { uniswapV2AmountOut } from './uniswapV2AmountOut'
import { defaultUniswapV3, UNISWAP_V3_POOLS } from './uniswapV3'
import { uniswapV3AmountOut } from './uniswapV3AmountOut'

const poolAbi = parseAbi([
  'function slot0() view returns (uint160 sqrtPriceX96, int24 tick, uint16 observationIndex, uint16 observationCardinality, uint16 observationCardinalityNext, uint8 feeProtocol, bool unlocked)',
  'function liquidity() view returns (uint128)',
])
const swapRouter02Abi = parseAbi([
  'function multicall(uint256 deadline, bytes[] data) payable returns (bytes[] results)',
  'function exactInputSingle((address tokenIn, address tokenOut, uint24 fee, address recipient, uint256 amountIn, uint256 amountOutMinimum, uint160 sqrtPriceLimitX96) params) payable returns (uint256 amountOut)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to) payable returns (uint256 amountOut)',
  'function unwrapWETH9(uint256 amountMinimum, address recipient) payable',
])
// SwapRouter02's recipient that keeps the output in the router, for a later step to pay out.
const ADDRESS_THIS: Address = '0x0000000000000000000000000000000000000002'

describe('deployUniswapV3', () => {
  let anvil: Anvil
  beforeAll(async () => {
    anvil = await startAnvil({ chainId: 31337 })
  }, 60_000)
  afterAll(async () => {
    await anvil?.stop()
  })

  it('makes a funded pool at the price of the amounts given, which the swap router trades through', async () => {
    const tokens = await deployTestTokens(anvil.rpcUrl)
    const { weth } = await deployUniswapV2(anvil.rpcUrl, tokens)
    const v3 = await deployUniswapV3(anvil.rpcUrl, { weth })
    const usdt = tokens.tetherStyle.address
    const pool = await addUniswapV3Pool(anvil.rpcUrl, v3, {
      a: { address: weth, amount: parseEther('100'), wrap: true },
      b: { address: usdt, amount: 300_000n * 10n ** 6n },
      fee: 3000,
    })
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    const [sqrtPriceX96, , , , cardinalityNext] = await client.readContract({
      address: pool,
      abi: poolAbi,
      functionName: 'slot0',
    })
    // Raw tUSDT per raw WETH, whichever the pool calls token0.
    const raw = (Number(sqrtPriceX96) / 2 ** 96) ** 2
    const usdPerEth = weth.toLowerCase() < usdt.toLowerCase() ? raw * 1e12 : 1e12 / raw
    expect(usdPerEth).toBeCloseTo(3000, 6)
    expect(cardinalityNext).toBe(100)
    expect(
      await client.readContract({ address: pool, abi: poolAbi, functionName: 'liquidity' }),
    ).toBeGreaterThan(0n)

    const buyer = (anvilAccounts[3] as { address: `0x${string}` }).address
    const before = await readTokenBalance(client, usdt, buyer)
    await swapOnUniswapV3(anvil.rpcUrl, v3, {
      from: buyer,
      tokenIn: weth,
      tokenOut: usdt,
      fee: 3000,
      amountIn: parseEther('1'),
      wrap: true,
    })
    const after = await readTokenBalance(client, usdt, buyer)
    // About 3,000 tUSDT for 1 ETH, less the 0.3 % fee and the price the trade moved.
    expect(Number(after - before) / 1e6).toBeGreaterThan(2_900)
    expect(Number(after - before) / 1e6).toBeLessThan(3_000)
  }, 60_000)

  it("lands at the predicted addresses, refuses a second deployment, and seeds the stack's pools: V3 pays more for ETH → tUSDT, V2 for PTT", async () => {
    const own = await startAnvil({ chainId: 31337 })
    try {
      const tokens = await deployTestTokens(own.rpcUrl)
      const uniswap = await deployUniswapV2(own.rpcUrl, tokens)
      const v3 = await deployUniswapV3(own.rpcUrl, {
        weth: uniswap.weth,
        factoryV2: uniswap.factory,
      })
      expect(v3).toEqual(predictUniswapV3())
      expect(defaultUniswapV3).toEqual(predictUniswapV3())
      await expect(deployUniswapV3(own.rpcUrl, { weth: uniswap.weth })).rejects.toThrow(
        'not a fresh devnet',
      )
      expect(await seedUniswapV3Pools(own.rpcUrl, { tokens, weth: uniswap.weth, v3 })).toHaveLength(
        UNISWAP_V3_POOLS.length,
      )
      const [ptt, usdt] = [tokens.erc20.address, tokens.tetherStyle.address]
      const v2Out = (amountIn: bigint, path: Address[]) =>
        uniswapV2AmountOut(own.rpcUrl, uniswap.router, amountIn, path)
      const v3Out = (amountIn: bigint, tokenIn: Address, tokenOut: Address, fee: number) =>
        uniswapV3AmountOut(own.rpcUrl, v3.quoterV2, { tokenIn, tokenOut, fee, amountIn })
      // 1 ETH: about 2,997 tUSDT from V3's 0.05 % pool, 2,988 from V2's pair.
      const ethForUsdt = await v3Out(parseEther('1'), uniswap.weth, usdt, 500)
      expect(Number(ethForUsdt) / 1e6).toBeCloseTo(2_997, -1)
      expect(ethForUsdt).toBeGreaterThan(await v2Out(parseEther('1'), [uniswap.weth, usdt]))
      // PTT's V3 pools are a tenth as deep (and ETH/PTT's fee 1 %): V2 pays more.
      expect(await v3Out(parseEther('1'), uniswap.weth, ptt, 10000)).toBeLessThan(
        await v2Out(parseEther('1'), [uniswap.weth, ptt]),
      )
      expect(await v3Out(parseEther('100'), ptt, usdt, 3000)).toBeLessThan(
        await v2Out(parseEther('100'), [ptt, usdt]),
      )
    } finally {
      await own.stop()
    }
  }, 60_000)

  it('quotes through QuoterV2 exactly what SwapRouter02 pays, and routes V2 pairs through it too, into ether', async () => {
    // Uniswap V2 lands at fixed addresses: a devnet of this test's own.
    const own = await startAnvil({ chainId: 31337 })
    try {
      await quoteAndSwapThroughSwapRouter02(own)
    } finally {
      await own.stop()
    }
  }, 60_000)
})

async function quoteAndSwapThroughSwapRouter02(anvil: Anvil) {
  const tokens = await deployTestTokens(anvil.rpcUrl)
  const uniswap = await deployUniswapV2(anvil.rpcUrl, tokens)
  const v3 = await deployUniswapV3(anvil.rpcUrl, { weth: uniswap.weth, factoryV2: uniswap.factory })
  const usdt = tokens.tetherStyle.address
  await addUniswapV3Pool(anvil.rpcUrl, v3, {
    a: { address: uniswap.weth, amount: parseEther('50'), wrap: true },
    b: { address: usdt, amount: 150_000n * 10n ** 6n },
    fee: 500,
  })
  const client = createPublicClient({ transport: http(anvil.rpcUrl) })
  const buyer = (anvilAccounts[4] as { address: Address }).address
  const held = (token: Address) => readTokenBalance(client, token, buyer)
  const multicall = (calls: `0x${string}`[], value?: bigint) =>
    sendFromDevAccount(
      anvil.rpcUrl,
      {
        from: buyer,
        to: v3.swapRouter02,
        data: encodeFunctionData({
          abi: swapRouter02Abi,
          functionName: 'multicall',
          args: [2n ** 40n, calls],
        }),
        value,
        gas: 400_000n,
      },
      'swapping through SwapRouter02',
    )

  const amountIn = parseEther('1')
  const quoted = await uniswapV3AmountOut(anvil.rpcUrl, v3.quoterV2, {
    tokenIn: uniswap.weth,
    tokenOut: usdt,
    fee: 500,
    amountIn,
  })
  const usdtBefore = await held(usdt)
  const exactInputSingle = encodeFunctionData({
    abi: swapRouter02Abi,
    functionName: 'exactInputSingle',
    args: [
      {
        tokenIn: uniswap.weth,
        tokenOut: usdt,
        fee: 500,
        recipient: buyer,
        amountIn,
        amountOutMinimum: quoted,
        sqrtPriceLimitX96: 0n,
      },
    ],
  })
  // Ether in: the router wraps the value it is sent.
  await multicall([exactInputSingle], amountIn)
  expect(await held(usdt)).toBe(usdtBefore + quoted)

  // The V2 pair's own quote, paid out in ether by unwrapping in the same multicall.
  const v2Out = await uniswapV2AmountOut(anvil.rpcUrl, uniswap.router, quoted, [usdt, uniswap.weth])
  await sendFromDevAccount(
    anvil.rpcUrl,
    {
      from: buyer,
      to: usdt,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [v3.swapRouter02, quoted],
      }),
    },
    'approving SwapRouter02',
  )
  const payee: Address = '0x000000000000000000000000000000000000bEEF'
  await multicall([
    encodeFunctionData({
      abi: swapRouter02Abi,
      functionName: 'swapExactTokensForTokens',
      args: [quoted, v2Out, [usdt, uniswap.weth], ADDRESS_THIS],
    }),
    encodeFunctionData({ abi: swapRouter02Abi, functionName: 'unwrapWETH9', args: [v2Out, payee] }),
  ])
  expect(await held(usdt)).toBe(usdtBefore)
  expect(await client.getBalance({ address: payee })).toBe(v2Out)
}
