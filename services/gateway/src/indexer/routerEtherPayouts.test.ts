import { encodeFunctionData, type Hex, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import { routerEtherPayouts, WITHDRAWAL_TOPIC } from './routerEtherPayouts'

const router = '0x7a2088a1bfc9d81c55368ae168c2c02570cb814f'
const weth = '0x5fc8d32690cc91d4c39d9d3abcbd16989f875707'
const trader = '0x15d34aaf54267db7d7c367839aaf71a00a2c6a65'
const word = (n: bigint) => `0x${n.toString(16).padStart(64, '0')}`
const topic = (address: string) => `0x${address.slice(2).padStart(64, '0')}`
const abi = parseAbi([
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
])
const args = [10n, 0n, [weth, weth], trader, 1n] as const
const toEther = encodeFunctionData({ abi, functionName: 'swapExactTokensForETH', args: [...args] })
const withdrawal = (address: string, src: string, logIndex = '0x3') => ({
  address,
  topics: [WITHDRAWAL_TOPIC, topic(src)],
  data: word(52n),
  logIndex,
})

describe('routerEtherPayouts', () => {
  it("pays the WETH the router unwrapped to the swap's recipient", () => {
    expect(
      routerEtherPayouts({ to: router, input: toEther }, [withdrawal(weth, router)], {
        router,
        weth,
      }),
    ).toEqual([{ logIndex: 3, from: router, to: trader, value: 52n }])
  })

  it('ignores other calls, other contracts and withdrawals of another WETH or for someone else', () => {
    const known = { router, weth }
    const tokens = encodeFunctionData({
      abi,
      functionName: 'swapExactTokensForTokens',
      args: [...args],
    })
    expect(
      routerEtherPayouts({ to: router, input: tokens }, [withdrawal(weth, router)], known),
    ).toEqual([])
    expect(
      routerEtherPayouts({ to: trader, input: toEther }, [withdrawal(weth, router)], known),
    ).toEqual([])
    expect(
      routerEtherPayouts({ to: router, input: toEther }, [withdrawal(trader, router)], known),
    ).toEqual([])
    expect(
      routerEtherPayouts({ to: router, input: toEther }, [withdrawal(weth, trader)], known),
    ).toEqual([])
    expect(
      routerEtherPayouts({ to: router, input: '0x1234' }, [withdrawal(weth, router)], known),
    ).toEqual([])
  })
})

describe('routerEtherPayouts on SwapRouter02', () => {
  const router02 = '0x68b3465833fb72a70ecdf485e0e4c7bd8665fc45'
  const calls = parseAbi([
    'function multicall(uint256 deadline, bytes[] data)',
    'function unwrapWETH9(uint256 amountMinimum, address recipient)',
    'function sweepToken(address token, uint256 amountMinimum, address recipient)',
  ])
  const multicall = (...inner: Hex[]) =>
    encodeFunctionData({ abi: calls, functionName: 'multicall', args: [1n, inner] })
  const unwrap = encodeFunctionData({
    abi: calls,
    functionName: 'unwrapWETH9',
    args: [50n, trader],
  })
  const known = { router, weth, router02 }

  it("pays the WETH it unwrapped to the unwrap's recipient, the swap before it left undecoded", () => {
    const input = multicall('0x04e45aaf', unwrap)
    expect(
      routerEtherPayouts({ to: router02, input }, [withdrawal(weth, router02)], known),
    ).toEqual([{ logIndex: 3, from: router02, to: trader, value: 52n }])
  })

  it("pays nothing without an unwrap, without the router, or for the V2 router's withdrawal", () => {
    const sweep = encodeFunctionData({
      abi: calls,
      functionName: 'sweepToken',
      args: [weth, 0n, trader],
    })
    const input = multicall('0x04e45aaf', unwrap)
    expect(
      routerEtherPayouts(
        { to: router02, input: multicall(sweep) },
        [withdrawal(weth, router02)],
        known,
      ),
    ).toEqual([])
    expect(
      routerEtherPayouts({ to: router02, input }, [withdrawal(weth, router02)], { router, weth }),
    ).toEqual([])
    expect(routerEtherPayouts({ to: router02, input }, [withdrawal(weth, router)], known)).toEqual(
      [],
    )
  })
})
