import { createWalletClient, formatUnits, http, parseAbi, parseEther, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { deployTestTokens } from './deployTestTokens'
import { deployUniswapV2 } from './deployUniswapV2'
import { predictUniswapV2 } from './predictUniswapV2'
import { readTokenBalance } from './readTokenBalance'
import { anvilAccounts } from './testAccounts'
import type { DeployedTestTokens } from './testTokens'
import { defaultUniswapV2, type UniswapV2Devnet } from './uniswapV2'
import { uniswapV2RouterAbi } from './uniswapV2RouterAbi'
import { useDevnet } from './useDevnet'

const factoryAbi = parseAbi(['function allPairsLength() view returns (uint256)'])

describe('deployUniswapV2', () => {
  let tokens: DeployedTestTokens
  let uniswap: UniswapV2Devnet
  const { chain, client } = useDevnet(async (url) => {
    tokens = await deployTestTokens(url)
    uniswap = await deployUniswapV2(url, tokens)
  })
  const quote = (amountIn: bigint, path: `0x${string}`[]) =>
    client().readContract({
      address: uniswap.router,
      abi: uniswapV2RouterAbi,
      functionName: 'getAmountsOut',
      args: [amountIn, path],
    })

  it('lands at the predicted addresses, the router wired to the factory and WETH', async () => {
    expect(uniswap).toEqual(predictUniswapV2())
    expect(defaultUniswapV2).toEqual(predictUniswapV2())
    const router = { address: uniswap.router, abi: uniswapV2RouterAbi } as const
    expect(await client().readContract({ ...router, functionName: 'factory' })).toBe(
      uniswap.factory,
    )
    expect(await client().readContract({ ...router, functionName: 'WETH' })).toBe(uniswap.weth)
    expect(
      await client().readContract({
        address: uniswap.factory,
        abi: factoryAbi,
        functionName: 'allPairsLength',
      }),
    ).toBe(3n)
  })

  it('prices the pools at the reference prices: 1 ETH ≈ 3,000 tUSDT ≈ 2,400 PTT; 1 PTT ≈ 1.25 tUSDT', async () => {
    const ethToUsd = (await quote(parseEther('1'), [uniswap.weth, tokens.tetherStyle.address]))[1]
    const ethToPtt = (await quote(parseEther('1'), [uniswap.weth, tokens.erc20.address]))[1]
    const pttToUsd = (
      await quote(parseEther('1'), [tokens.erc20.address, tokens.tetherStyle.address])
    )[1]
    // The 0.3 % fee and a 1-in-1000 trade's own price impact: within 0.5 % of the reference.
    const near = (value: bigint | undefined, decimals: number, reference: number) =>
      expect(Math.abs(Number(formatUnits(value ?? 0n, decimals)) / reference - 1)).toBeLessThan(
        0.005,
      )
    near(ethToUsd, 6, 3000)
    near(ethToPtt, 18, 2400)
    near(pttToUsd, 6, 1.25)
  })

  it('swaps: a test account buys tUSDT with ETH and receives what the router quoted', async () => {
    const buyer = privateKeyToAccount(anvilAccounts[3]!.privateKey)
    const path = [uniswap.weth, tokens.tetherStyle.address]
    const amountIn = parseEther('0.5')
    const [, quoted] = await quote(amountIn, path)
    const balanceOf = () => readTokenBalance(client(), tokens.tetherStyle.address, buyer.address)
    const before = await balanceOf()
    const wallet = createWalletClient({ account: buyer, chain: chain(), transport: http() })
    const hash = await wallet.writeContract({
      address: uniswap.router,
      abi: uniswapV2RouterAbi,
      functionName: 'swapExactETHForTokens',
      args: [quoted ?? 0n, path, buyer.address, 2n ** 40n],
      value: amountIn,
    })
    const receipt = await client().waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect((await balanceOf()) - before).toBe(quoted)
    expect(quoted).toBeGreaterThan(parseUnits('1490', 6))
  })
})
