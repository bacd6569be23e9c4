import { uniswapV2RouterAbi } from '@portico/test/devnet/uniswapV2RouterAbi'
import {
  decodeFunctionData,
  encodeFunctionData,
  encodeFunctionResult,
  erc20Abi,
  type Hex,
  parseAbi,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { encodeRouter02Swap } from '../src/testing/encodeRouter02Swap'
import type { DescribeContext } from './ApprovalDescription'
import { ROUTER_CALLS_WARNING, UNDECODED_CALL_WARNING } from './approvalWarnings'
import { swapRouter02Abi } from './decodeRouterMulticall'
import { describeRequest } from './describeRequest'

const router: Hex = '0xE1823C8904875cf2893a25C839B9dFfA26948668'
// Two SwapRouter02s: the devnet's, wrapping its WETH, and one whose WETH9 is another token.
const router02: Hex = '0x2222222222222222222222222222222222222222'
const otherRouter02: Hex = '0x3333333333333333333333333333333333333333'
const weth: Hex = '0x3DC532a402f046E08B301b65F20CB5761eF451bE'
const ptt: Hex = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const usdt: Hex = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const silent: Hex = '0x000000000000000000000000000000000000dEaD'
const visitor: Hex = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const smart: Hex = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'
const stranger: Hex = '0x1111111111111111111111111111111111111111'
const now = Date.parse('2026-01-01T12:00:00Z')
const inTwentyMinutes = BigInt(now / 1000 + 20 * 60)

// What the chain answers about its tokens: symbol() and decimals(); anything else reverts.
const tokens: Record<string, { symbol: string; decimals: number }> = {
  [ptt.toLowerCase()]: { symbol: 'PTT', decimals: 18 },
  [usdt.toLowerCase()]: { symbol: 'tUSDT', decimals: 6 },
  [weth.toLowerCase()]: { symbol: 'WETH', decimals: 18 },
}
const routerWeth: Record<string, Hex> = {
  [router02.toLowerCase()]: weth,
  [otherRouter02.toLowerCase()]: usdt,
}
const wethAbi = parseAbi(['function WETH9() view returns (address)'])
const read = async (to: Hex, data: Hex): Promise<Hex> => {
  const wrapped = routerWeth[to.toLowerCase()]
  if (wrapped && decodeFunctionData({ abi: wethAbi, data }).functionName === 'WETH9')
    return encodeFunctionResult({ abi: wethAbi, functionName: 'WETH9', result: wrapped })
  const token = tokens[to.toLowerCase()]
  if (!token) throw new Error('execution reverted')
  const { functionName } = decodeFunctionData({ abi: erc20Abi, data })
  if (functionName === 'symbol')
    return encodeFunctionResult({ abi: erc20Abi, functionName, result: token.symbol })
  if (functionName === 'decimals')
    return encodeFunctionResult({ abi: erc20Abi, functionName, result: token.decimals })
  throw new Error('execution reverted')
}
const context: DescribeContext = {
  chain: { name: 'Anvil', chainId: 31337, nativeCurrency: { symbol: 'ETH', decimals: 18 } },
  read,
  now,
  names: new Map([
    [router.toLowerCase(), 'Uniswap V2 router'],
    [ptt.toLowerCase(), 'Portico Test Token'],
  ]),
  own: [smart, visitor],
}
const ethForPtt = (
  to: Hex,
  amountOutMin = 7_140_000_000_000_000_000n,
  deadline = inTwentyMinutes,
) =>
  encodeFunctionData({
    abi: uniswapV2RouterAbi,
    functionName: 'swapExactETHForTokens',
    args: [amountOutMin, [weth, ptt], to, deadline],
  })
const sendSwap = (data: Hex, value = '0xaa87bee538000') =>
  describeRequest({ kind: 'transaction', tx: { to: router, value, data } }, context)

describe('the approval view of a router swap', () => {
  it('says the kit’s ETH → PTT swap in a sentence, with the router named beside its address', async () => {
    const data = ethForPtt(visitor)
    const d = await sendSwap(data)
    expect(d.summary).toBe('Swap 0.003 ETH for at least 7.14 PTT')
    expect(d.rows).toEqual([
      { label: 'Action', value: 'Swap tokens' },
      { label: 'You pay', value: '0.003 ETH' },
      { label: 'You get at least', value: '7.14 PTT' },
      { label: 'Token bought', value: `PTT · Portico Test Token · ${ptt}` },
      { label: 'Recipient', value: `Your wallet · ${visitor}` },
      { label: 'Deadline', value: '1 Jan 2026, 12:20 UTC (in 20 minutes)' },
      { label: 'Contract', value: `Uniswap V2 router · ${router}` },
      { label: 'Native amount', value: '0.003 ETH' },
      { label: 'Network', value: 'Anvil (31337)' },
    ])
    expect(d.warnings).toBeUndefined()
    // The bytes stay there, for whoever wants them.
    expect(d.rawData).toEqual([{ label: 'Call data · 228 bytes', data }])
  })

  it('warns when what is bought goes to someone else, and names them in the sentence', async () => {
    const d = await sendSwap(ethForPtt(stranger))
    expect(d.summary).toBe(`Swap 0.003 ETH for at least 7.14 PTT to ${stranger}`)
    expect(d.rows).toContainEqual({ label: 'Recipient', value: stranger })
    expect(d.warnings).toEqual([`The PTT bought go to ${stranger} — not your wallet.`])
  })

  it('counts the smart account as the visitor’s own', async () => {
    const d = await sendSwap(ethForPtt(smart))
    expect(d.rows).toContainEqual({ label: 'Recipient', value: `Your wallet · ${smart}` })
    expect(d.warnings).toBeUndefined()
  })

  it('reads decimals on both ends: tUSDT → WETH → PTT, and PTT → ETH', async () => {
    const tokensIn = await sendSwap(
      encodeFunctionData({
        abi: uniswapV2RouterAbi,
        functionName: 'swapExactTokensForTokens',
        args: [12_500_000n, 9n * 10n ** 18n, [usdt, weth, ptt], visitor, inTwentyMinutes],
      }),
      '0x0',
    )
    expect(tokensIn.summary).toBe('Swap 12.5 tUSDT for at least 9 PTT')
    expect(tokensIn.rows).toEqual(
      expect.arrayContaining([
        { label: 'Token paid', value: `tUSDT · ${usdt}` },
        { label: 'Route', value: 'tUSDT → WETH → PTT' },
      ]),
    )
    const ethOut = await sendSwap(
      encodeFunctionData({
        abi: uniswapV2RouterAbi,
        functionName: 'swapExactTokensForETH',
        args: [10n ** 18n, 4n * 10n ** 14n, [ptt, weth], visitor, inTwentyMinutes],
      }),
      '0x0',
    )
    expect(ethOut.summary).toBe('Swap 1 PTT for at least 0.0004 ETH')
  })

  it('says a V2 exact-output swap as at most paid for exactly bought', async () => {
    const exact = await sendSwap(
      encodeFunctionData({
        abi: parseAbi([
          'function swapTokensForExactTokens(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline)',
        ]),
        functionName: 'swapTokensForExactTokens',
        args: [2_000_000n, 2n * 10n ** 18n, [ptt, usdt], visitor, inTwentyMinutes],
      }),
      '0x0',
    )
    expect(exact.summary).toBe('Swap at most 2 PTT for exactly 2 tUSDT')
    expect(exact.warnings).toBeUndefined()
  })

  it('warns of no least amount, a passed deadline and a token that does not answer', async () => {
    const anyPrice = await sendSwap(ethForPtt(visitor, 0n))
    expect(anyPrice.warnings).toEqual([
      'No least amount of PTT: this swap accepts any price, and a front-runner can leave you almost nothing.',
    ])
    const late = await sendSwap(ethForPtt(visitor, 1n, BigInt(now / 1000 - 60)))
    expect(late.warnings).toEqual([
      'The deadline of this swap has passed (1 Jan 2026, 11:59 UTC (passed)): the router will refuse it.',
    ])
    const unknown = await sendSwap(
      encodeFunctionData({
        abi: uniswapV2RouterAbi,
        functionName: 'swapExactETHForTokens',
        args: [5n, [weth, silent], visitor, inTwentyMinutes],
      }),
    )
    expect(unknown.summary).toBe(`Swap 0.003 ETH for at least 5 (raw units) of ${silent}`)
    expect(unknown.warnings).toEqual([
      `The token at ${silent} did not tell its symbol or decimals: the amount is shown in raw units.`,
    ])
  })

  it('falls back to the raw data, with its warning, for a malformed swap', async () => {
    const cut = ethForPtt(visitor).slice(0, 200) as Hex
    const d = await sendSwap(cut)
    expect(d.summary).toBeUndefined()
    expect(d.rows).toEqual([
      { label: 'To', value: `Uniswap V2 router · ${router}` },
      { label: 'Amount', value: '0.003 ETH' },
      { label: 'Network', value: 'Anvil (31337)' },
      { label: 'Function', value: '0x7ff36ab5' },
      { label: 'Data size', value: '99 bytes' },
    ])
    expect(d.warnings).toEqual([UNDECODED_CALL_WARNING])
    expect(d.rawData).toEqual([{ label: 'Call data · 99 bytes', data: cut }])
  })

  it('describes each call of a batch the same way: the approval names the router as spender', async () => {
    const approve = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [router, 12_500_000n],
    })
    const swap = encodeFunctionData({
      abi: uniswapV2RouterAbi,
      functionName: 'swapExactTokensForTokens',
      args: [12_500_000n, 9n * 10n ** 18n, [usdt, ptt], stranger, inTwentyMinutes],
    })
    const d = await describeRequest(
      {
        kind: 'calls',
        calls: [
          { to: usdt, data: approve },
          { to: router, data: swap },
          { to: stranger, data: '0xdeadbeef' },
        ],
      },
      context,
    )
    expect(d.text?.split('\n')).toEqual([
      `1. ${usdt} · 0 ETH · Allow Uniswap V2 router · ${router} to spend 12.5 tUSDT`,
      `2. Uniswap V2 router · ${router} · 0 ETH · Swap 12.5 tUSDT for at least 9 PTT to ${stranger}`,
      `3. ${stranger} · 0 ETH · 0xdeadbeef (4 bytes)`,
    ])
    expect(d.warnings).toEqual([
      `The PTT bought go to ${stranger} — not your wallet.`,
      UNDECODED_CALL_WARNING,
    ])
    expect(d.rawData?.map((raw) => raw.label)).toEqual([
      'Call 1 data · 68 bytes',
      'Call 2 data · 260 bytes',
      'Call 3 data · 4 bytes',
    ])
  })
})

describe('the approval view of a SwapRouter02 multicall', () => {
  const multicall = (...calls: Hex[]) =>
    encodeFunctionData({
      abi: swapRouter02Abi,
      functionName: 'multicall',
      args: [inTwentyMinutes, calls],
    })
  const single = (tokenIn: Hex, tokenOut: Hex, amountIn: bigint, least: bigint, recipient: Hex) =>
    encodeRouter02Swap('exactIn', {
      route: [tokenIn, tokenOut],
      amount: amountIn,
      bound: least,
      recipient,
    })
  // Exactly `amount` PTT for at most `most` of the ether sent.
  const ethForExactPtt = (amount: bigint, most: bigint) =>
    encodeRouter02Swap('exactOut', {
      route: [weth, ptt],
      amount,
      bound: most,
      recipient: visitor,
    })
  const unwrapTo = (least: bigint, recipient: Hex) =>
    encodeFunctionData({
      abi: swapRouter02Abi,
      functionName: 'unwrapWETH9',
      args: [least, recipient],
    })
  const ADDRESS_THIS: Hex = '0x0000000000000000000000000000000000000002'
  const send = (to: Hex, data: Hex, value = '0x0') =>
    describeRequest({ kind: 'transaction', tx: { to, value, data } }, context)
  const pttForEth = (recipient: Hex) =>
    multicall(
      single(ptt, weth, 10n ** 18n, 3n * 10n ** 14n, ADDRESS_THIS),
      unwrapTo(4n * 10n ** 14n, recipient),
    )

  it('says ether into a V3 pool as the V2 router’s swap is said, the router wrapping the value', async () => {
    const data = multicall(single(weth, ptt, 3n * 10n ** 15n, 7_140_000_000_000_000_000n, visitor))
    const d = await send(router02, data, '0xaa87bee538000')
    expect(d.summary).toBe('Swap 0.003 ETH for at least 7.14 PTT')
    expect(d.rows).toEqual(
      expect.arrayContaining([
        { label: 'Recipient', value: `Your wallet · ${visitor}` },
        { label: 'Deadline', value: '1 Jan 2026, 12:20 UTC (in 20 minutes)' },
      ]),
    )
    expect(d.warnings).toBeUndefined()
  })

  it('says ether out at the unwrap’s least and recipient, and warns when that is someone else', async () => {
    const mine = await send(router02, pttForEth(visitor))
    expect(mine.summary).toBe('Swap 1 PTT for at least 0.0004 ETH')
    expect(mine.warnings).toBeUndefined()
    const theirs = await send(router02, pttForEth(stranger))
    expect(theirs.summary).toBe(`Swap 1 PTT for at least 0.0004 ETH to ${stranger}`)
    expect(theirs.warnings).toEqual([`The ETH bought go to ${stranger} — not your wallet.`])
  })

  it('says an exact-output swap as at most paid for exactly bought, with its recipient and deadline', async () => {
    const refund = encodeFunctionData({ abi: swapRouter02Abi, functionName: 'refundETH' })
    const exactPtt = ethForExactPtt(7_140_000_000_000_000_000n, 3n * 10n ** 15n)
    const d = await send(router02, multicall(exactPtt, refund), '0xaa87bee538000')
    expect(d.summary).toBe('Swap at most 0.003 ETH for exactly 7.14 PTT')
    expect(d.rows).toEqual(
      expect.arrayContaining([
        { label: 'You pay at most', value: '0.003 ETH' },
        { label: 'You get exactly', value: '7.14 PTT' },
        { label: 'Recipient', value: `Your wallet · ${visitor}` },
        { label: 'Deadline', value: '1 Jan 2026, 12:20 UTC (in 20 minutes)' },
      ]),
    )
    expect(d.warnings).toBeUndefined()
    // Two V3 hops bought backwards, paid out to someone else, after the deadline.
    const passed = BigInt(now / 1000 - 60)
    const theirs = encodeFunctionData({
      abi: swapRouter02Abi,
      functionName: 'multicall',
      args: [
        passed,
        [
          encodeRouter02Swap('exactOut', {
            route: [usdt, weth, ptt],
            fees: [500, 3000],
            amount: 9n * 10n ** 18n,
            bound: 12_500_000n,
            recipient: stranger,
          }),
        ],
      ],
    })
    const late = await send(router02, theirs)
    expect(late.summary).toBe(`Swap at most 12.5 tUSDT for exactly 9 PTT to ${stranger}`)
    expect(late.rows).toEqual(
      expect.arrayContaining([
        { label: 'Route', value: 'tUSDT → WETH → PTT' },
        { label: 'Recipient', value: stranger },
      ]),
    )
    expect(late.warnings).toEqual([
      `The PTT bought go to ${stranger} — not your wallet.`,
      'The deadline of this swap has passed (1 Jan 2026, 11:59 UTC (passed)): the router will refuse it.',
    ])
    // SwapRouter02's V2 exact-output swap into ether, unwrapped to the visitor.
    const exactEth = multicall(
      encodeFunctionData({
        abi: swapRouter02Abi,
        functionName: 'swapTokensForExactTokens',
        args: [4n * 10n ** 14n, 12_500_000n, [usdt, weth], ADDRESS_THIS],
      }),
      unwrapTo(4n * 10n ** 14n, visitor),
    )
    expect((await send(router02, exactEth)).summary).toBe(
      'Swap at most 12.5 tUSDT for exactly 0.0004 ETH',
    )
  })

  it('names the calls of an exact-output swap paid in ether without its refund, with a warning', async () => {
    const unrefunded = multicall(ethForExactPtt(10n ** 18n, 3n * 10n ** 15n))
    const d = await send(router02, unrefunded, '0xaa87bee538000')
    expect(d.summary).toBe('Router calls: exactOutputSingle')
    expect(d.warnings).toEqual([ROUTER_CALLS_WARNING])
  })

  it('names the calls of any other multicall, with a warning, instead of a swap sentence', async () => {
    const sweep = encodeFunctionData({
      abi: swapRouter02Abi,
      functionName: 'sweepToken',
      args: [ptt, 0n, stranger],
    })
    const d = await send(
      router02,
      multicall(single(usdt, ptt, 5_000_000n, 1n, ADDRESS_THIS), sweep),
    )
    expect(d.summary).toBe('Router calls: exactInputSingle, sweepToken')
    expect(d.rows.slice(0, 4)).toEqual([
      { label: 'Action', value: '2 router calls in one' },
      { label: 'Call 1', value: 'exactInputSingle' },
      { label: 'Call 2', value: 'sweepToken' },
      { label: 'Deadline', value: '1 Jan 2026, 12:20 UTC (in 20 minutes)' },
    ])
    expect(d.warnings).toEqual([ROUTER_CALLS_WARNING])
    // A router that unwraps another token than the route's end pays out no ether.
    const elsewhere = await send(otherRouter02, pttForEth(visitor))
    expect(elsewhere.summary).toBe('Router calls: exactInputSingle, unwrapWETH9')
    expect(elsewhere.warnings).toEqual([ROUTER_CALLS_WARNING])
  })
})
