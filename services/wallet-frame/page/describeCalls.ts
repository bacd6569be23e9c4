import type { ApprovalDescription, DescribeContext } from './ApprovalDescription'
import { UNDECODED_CALL_WARNING } from './approvalWarnings'
import { callData, callValue, describeCall } from './describeCall'
import { formatNativeAmount } from './formatNativeAmount'
import { labelAddress } from './labelAddress'
import type { TransactionRequestParams } from './TransactionRequestParams'

/**
 * The approval view of a `wallet_sendCalls` batch (EIP-5792: one approval, every call sent or
 * none): one line per call with its target (named when configured), native amount and, where the
 * frame can decode it, the same sentence a single transaction gets; every call's warnings; the
 * data of each call kept, collapsed, below.
 * @example
 * await describeCalls([{ to: token, data: approveData }, { to: router, data: swapData }], context, Date.now())
 * // { title: 'Approve calls', text: '1. 0x… · 0 ETH · Allow …\n2. …', … }
 */
export async function describeCalls(
  calls: readonly TransactionRequestParams[],
  context: DescribeContext,
  now: number,
): Promise<ApprovalDescription> {
  const { chain, names } = context
  const total = calls.reduce((sum, call) => sum + callValue(call), 0n)
  const decoded = await Promise.all(calls.map((call) => describeCall(call, context, now)))
  const lines = calls.map((call, index) => {
    const data = callData(call)
    const described = decoded[index]
    const what = described
      ? ` · ${described.summary}`
      : data
        ? ` · ${data.slice(0, 10)} (${(data.length - 2) / 2} bytes)`
        : ''
    const to = call.to ? labelAddress(call.to, names) : 'New contract'
    return `${index + 1}. ${to} · ${formatNativeAmount(callValue(call), chain)}${what}`
  })
  const undecoded = calls.some((call, index) => callData(call) && !decoded[index])
  const warnings = [
    ...new Set([
      ...decoded.flatMap((described) => described?.warnings ?? []),
      ...(undecoded ? [UNDECODED_CALL_WARNING] : []),
    ]),
  ]
  const rawData = calls.flatMap((call, index) => {
    const data = callData(call)
    return data ? [{ label: `Call ${index + 1} data · ${(data.length - 2) / 2} bytes`, data }] : []
  })
  return {
    title: 'Approve calls',
    rows: [
      { label: 'Calls', value: String(calls.length) },
      { label: 'Amount', value: formatNativeAmount(total, chain) },
      { label: 'Network', value: `${chain.name} (${chain.chainId})` },
    ],
    text: lines.join('\n'),
    ...(warnings.length > 0 && { warnings }),
    ...(rawData.length > 0 && { rawData }),
  }
}
