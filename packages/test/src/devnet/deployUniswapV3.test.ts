import { createPublicClient, erc20Abi, http, parseAbi, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deployTestTokens } from './deployTestTokens'
import { deployUniswapV2 } from './deployUniswapV2'
import { addUniswapV3Pool, deployUniswapV3, swapOnUniswapV3 } from './deployUniswapV3'
import { type Anvil, startAnvil } from './startAnvil'
import { anvilAccounts } from './testAccounts'

const poolAbi = parseAbi([
  'function slot0() view returns (uint160 sqrtPriceX96, int24 tick, uint16 observationIndex, uint16 observationCardinality, uint16 observationCardinalityNext, uint8 feeProtocol, bool unlocked)',
  'function liquidity() view returns (uint128)',
])

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
    const before = await client.readContract({
      address: usdt,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [buyer],
    })
    await swapOnUniswapV3(anvil.rpcUrl, v3, {
      from: buyer,
      tokenIn: weth,
      tokenOut: usdt,
      fee: 3000,
      amountIn: parseEther('1'),
      wrap: true,
    })
    const after = await client.readContract({
      address: usdt,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [buyer],
    })
    // About 3,000 tUSDT for 1 ETH, less the 0.3 % fee and the price the trade moved.
    expect(Number(after - before) / 1e6).toBeGreaterThan(2_900)
    expect(Number(after - before) / 1e6).toBeLessThan(3_000)
  }, 60_000)
})
