import { type Hex, isAddress, isHex } from 'viem'
import type { DescribeContext } from './ApprovalDescription'
import type { CallDescription } from './CallDescription'
import { decodeRouterMulticall } from './decodeRouterMulticall'
import { decodeSwapCall } from './decodeSwapCall'
import { decodeTokenCall } from './decodeTokenCall'
import { describePaymentReference } from './describePaymentReference'
import { describeRouterMulticall } from './describeRouterMulticall'
import { describeSwapCall } from './describeSwapCall'
import { describeTokenCall } from './describeTokenCall'
import type { TransactionRequestParams } from './TransactionRequestParams'

/**
 * The native value a call carries (none when absent or not hex).
 * @example callValue({ to, value: '0x10' }) // 16n
 */
export const callValue = (call: TransactionRequestParams): bigint =>
  call.value && isHex(call.value) ? BigInt(call.value) : 0n

/**
 * The data of a call, or undefined for a plain transfer (none, or `0x`).
 * @example callData({ to, data: '0x' }) // undefined
 */
export const callData = (call: TransactionRequestParams): Hex | undefined =>
  call.data && call.data !== '0x' && isHex(call.data) ? call.data : undefined

/**
 * One call decoded into a sentence with its amounts, rows and warnings: a token call (approve,
 * transfer, operator, Permit2), a router swap (Uniswap V2's router, or a SwapRouter02 multicall
 * that is one swap; any other SwapRouter02 multicall is named call by call with a warning), or a
 * native payment with its payment reference (to an account without code). Undefined for a plain transfer, a
 * contract creation, or data the frame cannot decode (then its bytes are all there is).
 * @example const d = await describeCall({ to: router, value: '0xaa87bee538000', data: '0x7ff36ab5…' }, context, Date.now())
 */
export async function describeCall(
  call: TransactionRequestParams,
  context: DescribeContext,
  now: number,
): Promise<CallDescription | undefined> {
  const data = callData(call)
  if (!data || !call.to || !isAddress(call.to, { strict: false })) return undefined
  const token = decodeTokenCall(data)
  if (token) return describeTokenCall(token, call.to as Hex, context, now)
  const swap = decodeSwapCall(data, callValue(call))
  const described = swap && (await describeSwapCall(swap, context, now, call.to as Hex))
  if (described) return described
  const multicall = decodeRouterMulticall(data)
  if (multicall) return describeRouterMulticall(multicall, now)
  return describePaymentReference({ to: call.to as Hex, value: callValue(call), data }, context)
}
