import { uniswapV2RouterAbi } from '@portico/test/devnet/uniswapV2RouterAbi'
import { encodeFunctionData, encodePacked, type Hex, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import { encodeRouter02Swap } from '../src/testing/encodeRouter02Swap'
import { swapRouter02Abi } from './decodeRouterMulticall'
import { decodeSwapCall } from './decodeSwapCall'

// The router ABI as the gateway's swap encodes it (services/gateway/src/convert/encodeSwapCall.ts),
// and two exact-output swaps a V2 fork's app may send.
const routerAbi = [
  ...uniswapV2RouterAbi,
  ...parseAbi([
    'function swapETHForExactTokens(uint256 amountOut, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
    'function swapTokensForExactTokens(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  ]),
]
const weth: Hex = '0x3DC532a402f046E08B301b65F20CB5761eF451bE'
const ptt: Hex = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const usdt: Hex = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const visitor: Hex = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const deadline = 1_767_225_600n
const stranger: Hex = '0x1111111111111111111111111111111111111111'
const ADDRESS_THIS: Hex = '0x0000000000000000000000000000000000000002'

describe('decodeSwapCall', () => {
  it('decodes the three swaps the kit builds, the ether in from the value', () => {
    const ethIn = encodeFunctionData({
      abi: routerAbi,
      functionName: 'swapExactETHForTokens',
      args: [7_140_000_000_000_000_000n, [weth, ptt], visitor, deadline],
    })
    expect(decodeSwapCall(ethIn, 3_000_000_000_000_000n)).toEqual({
      name: 'swap',
      kind: 'exactIn',
      amountIn: 3_000_000_000_000_000n,
      amountOut: 7_140_000_000_000_000_000n,
      path: [weth, ptt],
      fromNative: true,
      toNative: false,
      to: visitor,
      deadline,
    })
    const ethOut = encodeFunctionData({
      abi: routerAbi,
      functionName: 'swapExactTokensForETH',
      args: [10n ** 18n, 400_000_000_000_000n, [ptt, weth], visitor, deadline],
    })
    expect(decodeSwapCall(ethOut, 0n)).toMatchObject({
      kind: 'exactIn',
      amountIn: 10n ** 18n,
      amountOut: 400_000_000_000_000n,
      fromNative: false,
      toNative: true,
    })
    const tokens = encodeFunctionData({
      abi: routerAbi,
      functionName: 'swapExactTokensForTokens',
      args: [5_000_000n, 3n * 10n ** 18n, [usdt, weth, ptt], visitor, deadline],
    })
    expect(decodeSwapCall(tokens, 0n)).toMatchObject({
      kind: 'exactIn',
      path: [usdt, weth, ptt],
      fromNative: false,
      toNative: false,
    })
  })

  it('decodes exact-output swaps as at most paid for an exact amount', () => {
    const ethIn = encodeFunctionData({
      abi: routerAbi,
      functionName: 'swapETHForExactTokens',
      args: [25n * 10n ** 18n, [weth, ptt], visitor, deadline],
    })
    expect(decodeSwapCall(ethIn, 11n * 10n ** 15n)).toMatchObject({
      kind: 'exactOut',
      amountIn: 11n * 10n ** 15n,
      amountOut: 25n * 10n ** 18n,
      fromNative: true,
    })
    const tokens = encodeFunctionData({
      abi: routerAbi,
      functionName: 'swapTokensForExactTokens',
      args: [2_000_000n, 2n * 10n ** 18n, [ptt, usdt], visitor, deadline],
    })
    expect(decodeSwapCall(tokens, 0n)).toMatchObject({
      kind: 'exactOut',
      amountIn: 2n * 10n ** 18n,
      amountOut: 2_000_000n,
    })
  })

  it('leaves malformed data, other calls and unreadable routes undecoded, without throwing', () => {
    const good = encodeFunctionData({
      abi: routerAbi,
      functionName: 'swapExactETHForTokens',
      args: [1n, [weth, ptt], visitor, deadline],
    })
    // Cut in the middle of the path, and a bare selector.
    expect(decodeSwapCall(good.slice(0, 200) as Hex, 1n)).toBeUndefined()
    expect(decodeSwapCall('0x7ff36ab5', 1n)).toBeUndefined()
    // An array length that points far past the data.
    const hugeLength =
      `${good.slice(0, 10 + 64 * 4)}${'f'.repeat(64)}${good.slice(10 + 64 * 5)}` as Hex
    expect(decodeSwapCall(hugeLength, 1n)).toBeUndefined()
    // A transfer, and nothing.
    expect(decodeSwapCall(`0xa9059cbb${'00'.repeat(64)}`, 0n)).toBeUndefined()
    expect(decodeSwapCall(undefined, 0n)).toBeUndefined()
    const route = (path: Hex[]) =>
      decodeSwapCall(
        encodeFunctionData({
          abi: routerAbi,
          functionName: 'swapExactTokensForTokens',
          args: [1n, 1n, path, visitor, deadline],
        }),
        0n,
      )
    expect(route([ptt])).toBeUndefined()
    expect(route([ptt, weth, usdt, weth, ptt])).toBeUndefined()
    expect(route([ptt, weth, usdt, weth])).toBeDefined()
  })
})

describe('decodeSwapCall on SwapRouter02', () => {
  const router02 = (deadlineAt: bigint, ...calls: Hex[]) =>
    encodeFunctionData({
      abi: swapRouter02Abi,
      functionName: 'multicall',
      args: [deadlineAt, calls],
    })
  const single = (recipient: Hex, amountIn = 10n ** 18n) =>
    encodeRouter02Swap('exactIn', {
      route: [weth, ptt],
      amount: amountIn,
      bound: 2_000n * 10n ** 18n,
      recipient,
    })
  const v2ToRouter = encodeFunctionData({
    abi: swapRouter02Abi,
    functionName: 'swapExactTokensForTokens',
    args: [5_000_000n, 10n ** 15n, [usdt, weth], ADDRESS_THIS],
  })
  // A swap of ether into PTT for the visitor, as SwapRouter02 makes it, before its amounts.
  const etherIntoPtt = {
    name: 'swap',
    path: [weth, ptt],
    fromNative: true,
    toNative: false,
    to: visitor,
    deadline,
    wethOfRouter: true,
  }
  const unwrap = (least: bigint) =>
    encodeFunctionData({
      abi: swapRouter02Abi,
      functionName: 'unwrapWETH9',
      args: [least, visitor],
    })

  it('reads a multicall of one swap: V3 single hop with ether in, V3 path, V2 into ether', () => {
    expect(decodeSwapCall(router02(deadline, single(visitor)), 10n ** 18n)).toEqual({
      ...etherIntoPtt,
      kind: 'exactIn',
      amountIn: 10n ** 18n,
      amountOut: 2_000n * 10n ** 18n,
    })
    const twoHops = encodeFunctionData({
      abi: swapRouter02Abi,
      functionName: 'exactInput',
      args: [
        {
          path: encodePacked(
            ['address', 'uint24', 'address', 'uint24', 'address'],
            [usdt, 500, weth, 3000, ptt],
          ),
          recipient: visitor,
          amountIn: 5_000_000n,
          amountOutMinimum: 3n * 10n ** 18n,
        },
      ],
    })
    expect(decodeSwapCall(router02(deadline, twoHops), 0n)).toMatchObject({
      path: [usdt.toLowerCase(), weth.toLowerCase(), ptt.toLowerCase()],
      amountIn: 5_000_000n,
      fromNative: false,
      toNative: false,
    })
    // Into ether: the least is the larger of the swap's and the unwrap's.
    expect(
      decodeSwapCall(router02(deadline, v2ToRouter, unwrap(2n * 10n ** 15n)), 0n),
    ).toMatchObject({
      path: [usdt, weth],
      amountOut: 2n * 10n ** 15n,
      toNative: true,
      to: visitor,
    })
  })

  const outSingle = (recipient: Hex, amountInMaximum = 10n ** 18n) =>
    encodeRouter02Swap('exactOut', {
      route: [weth, ptt],
      amount: 2_000n * 10n ** 18n,
      bound: amountInMaximum,
      recipient,
    })
  const refund = encodeFunctionData({ abi: swapRouter02Abi, functionName: 'refundETH' })

  it('reads a multicall of one exact-output swap: ether in with its refund, a V3 path bought backwards, V2 into ether', () => {
    expect(decodeSwapCall(router02(deadline, outSingle(visitor), refund), 10n ** 18n)).toEqual({
      ...etherIntoPtt,
      kind: 'exactOut',
      amountIn: 10n ** 18n,
      amountOut: 2_000n * 10n ** 18n,
    })
    // exactOutput's path runs from the token bought to the token paid.
    const twoHops = encodeRouter02Swap('exactOut', {
      route: [usdt, weth, ptt],
      fees: [500, 3000],
      amount: 3n * 10n ** 18n,
      bound: 5_000_000n,
      recipient: stranger,
    })
    expect(decodeSwapCall(router02(deadline, twoHops), 0n)).toMatchObject({
      kind: 'exactOut',
      path: [usdt.toLowerCase(), weth.toLowerCase(), ptt.toLowerCase()],
      amountIn: 5_000_000n,
      amountOut: 3n * 10n ** 18n,
      to: stranger,
      fromNative: false,
    })
    const v2ExactToRouter = encodeFunctionData({
      abi: swapRouter02Abi,
      functionName: 'swapTokensForExactTokens',
      args: [2n * 10n ** 15n, 5_000_000n, [usdt, weth], ADDRESS_THIS],
    })
    expect(
      decodeSwapCall(router02(deadline, v2ExactToRouter, unwrap(2n * 10n ** 15n)), 0n),
    ).toMatchObject({
      kind: 'exactOut',
      path: [usdt, weth],
      amountIn: 5_000_000n,
      amountOut: 2n * 10n ** 15n,
      toNative: true,
      to: visitor,
    })
    // An unwrap asking for more than the exact amount bought is not that swap.
    expect(
      decodeSwapCall(router02(deadline, v2ExactToRouter, unwrap(3n * 10n ** 15n)), 0n),
    ).toBeUndefined()
  })

  it('is no plain exact-output swap when ether paid in is not refunded, not the most paid, or refunded without ether', () => {
    // Without refundETH the router keeps what the swap did not spend.
    expect(decodeSwapCall(router02(deadline, outSingle(visitor)), 10n ** 18n)).toBeUndefined()
    // Less ether than the most paid: the router would take the rest from the visitor's WETH.
    expect(
      decodeSwapCall(router02(deadline, outSingle(visitor), refund), 10n ** 17n),
    ).toBeUndefined()
    expect(decodeSwapCall(router02(deadline, outSingle(visitor), refund), 0n)).toBeUndefined()
    expect(decodeSwapCall(router02(deadline, outSingle(visitor, 0n)), 0n)).toBeUndefined()
    expect(
      decodeSwapCall(router02(deadline, outSingle(ADDRESS_THIS), refund), 10n ** 18n),
    ).toBeUndefined()
    // An exact-input swap paid in ether spends all of it: no refund belongs in it.
    expect(decodeSwapCall(router02(deadline, single(visitor), refund), 10n ** 18n)).toBeUndefined()
  })

  it('is no plain swap when the multicall does more, leaves the output in the router, or sends other ether', () => {
    const sweep = encodeFunctionData({
      abi: swapRouter02Abi,
      functionName: 'sweepToken',
      args: [ptt, 0n, stranger],
    })
    expect(decodeSwapCall(router02(deadline, single(visitor), sweep), 0n)).toBeUndefined()
    expect(decodeSwapCall(router02(deadline, v2ToRouter), 0n)).toBeUndefined()
    expect(decodeSwapCall(router02(deadline, single(visitor), unwrap(1n)), 0n)).toBeUndefined()
    expect(decodeSwapCall(router02(deadline, single(visitor)), 2n * 10n ** 18n)).toBeUndefined()
    expect(decodeSwapCall(router02(deadline, single(visitor, 0n)), 0n)).toBeUndefined()
    expect(decodeSwapCall(router02(deadline), 0n)).toBeUndefined()
  })
})
