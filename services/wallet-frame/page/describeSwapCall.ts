import { decodeFunctionResult, encodeFunctionData, formatUnits, type Hex, parseAbi } from 'viem'
import type { DescribeContext } from './ApprovalDescription'
import { approvalWarnings } from './approvalWarnings'
import type { CallDescription } from './CallDescription'
import { formatDeadline } from './formatDeadline'
import { formatTokenAmount, isUnlimited } from './formatTokenAmount'
import { labelAddress } from './labelAddress'
import { type ReadContract, readTokenInfo, type TokenInfo } from './readTokenInfo'
import { roundAmount } from './roundAmount'
import type { SwapCall } from './SwapCall'

const wethAbi = parseAbi(['function WETH9() view returns (address)'])

/** One end of a swap: the chain's own currency, or a token as the chain describes it. */
type Side = { native: true } | { native: false; token: TokenInfo }

/**
 * Describes a decoded router swap in words: what is paid and what comes back, with each token's
 * symbol and decimals read from the chain (the chain's currency where the route starts or ends
 * in it), the route, the recipient and the deadline. The least bought and the most paid are cut
 * to six significant digits so the sentence stays true: never less bought nor more paid than
 * shown. Warned of: a recipient that is not the visitor, no least amount (any price), a passed
 * deadline, a token that did not answer. Undefined for a SwapRouter02 swap whose native end
 * is not the router's own WETH9 (read from `router`): the router would not wrap or unwrap it,
 * so the sentence would not be true.
 * @example const d = await describeSwapCall(decodeSwapCall(tx.data, value)!, context, Date.now(), router)
 * // { summary: 'Swap 0.003 ETH for at least 7.14 PTT', rows: […], warnings: [] }
 */
export async function describeSwapCall(
  call: SwapCall,
  context: DescribeContext,
  now: number = Date.now(),
  router?: Hex,
): Promise<CallDescription | undefined> {
  const { chain, read, names } = context
  const native = chain.nativeCurrency
  const last = call.path.length - 1
  if (call.wethOfRouter && (call.fromNative || call.toNative)) {
    const weth = router && (await readRouterWeth(read, router))
    const ends = [call.fromNative && call.path[0], call.toNative && call.path[last]]
    if (!weth || ends.some((end) => end && end.toLowerCase() !== weth)) return undefined
  }
  // Every token on the route, each read once; the native ends are the chain's currency.
  const tokens = await Promise.all(
    call.path.map((address, index) =>
      (index === 0 && call.fromNative) || (index === last && call.toNative)
        ? undefined
        : readTokenInfo(read, address),
    ),
  )
  const sideOf = (index: number): Side => {
    const token = tokens[index]
    return token ? { native: false, token } : { native: true }
  }
  const paid = sideOf(0)
  const bought = sideOf(last)
  // The bound (least bought, most paid) is cut to six significant digits the safe way; the
  // exact amount stays whole.
  const amountOf = (side: Side, amount: bigint, round?: 'down' | 'up') => {
    const decimals = side.native ? native.decimals : side.token.decimals
    const shown =
      round && decimals !== undefined && !isUnlimited(amount)
        ? roundAmount(amount, decimals, round)
        : amount
    return side.native
      ? `${formatUnits(shown, native.decimals)} ${native.symbol}`
      : formatTokenAmount(shown, side.token)
  }
  const unitOf = (side: Side) =>
    side.native ? native.symbol : (side.token.symbol ?? side.token.address)
  const exactIn = call.kind === 'exactIn'
  const pay = amountOf(paid, call.amountIn, exactIn ? undefined : 'up')
  const get = amountOf(bought, call.amountOut, exactIn ? 'down' : undefined)
  const own = context.own?.some((address) => address.toLowerCase() === call.to.toLowerCase())
  const elsewhere = context.own !== undefined && !own

  const warnings: string[] = []
  if (elsewhere) warnings.push(approvalWarnings.swapRecipient(unitOf(bought), call.to))
  if (call.kind === 'exactIn' && call.amountOut === 0n)
    warnings.push(approvalWarnings.anyPrice(unitOf(bought)))
  const deadline = formatDeadline(call.deadline, now)
  if (BigInt(Math.floor(now / 1000)) >= call.deadline)
    warnings.push(approvalWarnings.swapExpired(deadline))
  for (const token of [tokens[0], tokens[last]])
    if (token && (token.symbol === undefined || token.decimals === undefined))
      warnings.push(approvalWarnings.unreadableToken(token.address))

  const rows = [
    { label: 'Action', value: 'Swap tokens' },
    { label: exactIn ? 'You pay' : 'You pay at most', value: pay },
    { label: exactIn ? 'You get at least' : 'You get exactly', value: get },
  ]
  const tokenRow = (label: string, side: Side) => {
    if (side.native) return
    const { symbol, address } = side.token
    const named = labelAddress(address, names)
    rows.push({ label, value: symbol ? `${symbol} · ${named}` : named })
  }
  tokenRow('Token paid', paid)
  tokenRow('Token bought', bought)
  if (call.path.length > 2)
    rows.push({ label: 'Route', value: call.path.map((_, i) => unitOf(sideOf(i))).join(' → ') })
  rows.push({
    label: 'Recipient',
    value: own ? `Your wallet · ${call.to}` : labelAddress(call.to, names),
  })
  rows.push({ label: 'Deadline', value: deadline })
  const sentence = exactIn
    ? `Swap ${pay} for at least ${get}`
    : `Swap at most ${pay} for exactly ${get}`
  return {
    summary: elsewhere ? `${sentence} to ${call.to}` : sentence,
    rows,
    warnings: [...new Set(warnings)],
  }
}

/** The WETH9 a SwapRouter02 wraps and unwraps, lower-case; undefined when it does not answer. */
async function readRouterWeth(read: ReadContract, router: Hex): Promise<string | undefined> {
  try {
    const data = await read(router, encodeFunctionData({ abi: wethAbi, functionName: 'WETH9' }))
    return decodeFunctionResult({ abi: wethAbi, functionName: 'WETH9', data }).toLowerCase()
  } catch {
    return undefined
  }
}
