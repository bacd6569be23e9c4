import type { ApprovalDescription, DescribeContext } from './ApprovalDescription'
import { UNDECODED_CALL_WARNING } from './approvalWarnings'
import { callData, callValue, describeCall } from './describeCall'
import { formatNativeAmount } from './formatNativeAmount'
import { labelAddress } from './labelAddress'
import type { TransactionRequestParams } from './TransactionRequestParams'

/**
 * The approval view of one transaction: the call in a sentence with its rows when the frame can
 * decode it (a token call, a router swap), else the recipient, selector and size with a warning;
 * then the contract (named when the operator configured it), the native amount and the network.
 * The data itself is kept, collapsed, below.
 * @example
 * await describeTransaction({ to: router, value: '0xaa87bee538000', data: swapData }, context, Date.now())
 * // { title: 'Approve transaction', summary: 'Swap 0.003 ETH for at least 7.14 PTT', rows: […], rawData: […] }
 */
export async function describeTransaction(
  tx: TransactionRequestParams,
  context: DescribeContext,
  now: number,
): Promise<ApprovalDescription> {
  const { chain, names } = context
  const data = callData(tx)
  const decoded = await describeCall(tx, context, now)
  const amount = formatNativeAmount(callValue(tx), chain)
  const to = tx.to ? labelAddress(tx.to, names) : 'New contract'
  const rows = [
    ...(decoded?.rows ?? []),
    { label: decoded && !decoded.send ? 'Contract' : 'To', value: to },
    // Beside a token amount, the native one is named apart so no row reads as the other.
    { label: decoded && !decoded.send ? 'Native amount' : 'Amount', value: amount },
    { label: 'Network', value: `${chain.name} (${chain.chainId})` },
  ]
  if (data && !decoded) {
    rows.push({ label: 'Function', value: data.slice(0, 10) })
    rows.push({ label: 'Data size', value: `${(data.length - 2) / 2} bytes` })
  }
  const summary = decoded?.summary ?? (!data && tx.to ? `Send ${amount} to ${to}` : undefined)
  const warnings = decoded?.warnings ?? (data ? [UNDECODED_CALL_WARNING] : [])
  return {
    title: 'Approve transaction',
    ...(summary !== undefined && { summary }),
    rows,
    ...(warnings.length > 0 && { warnings }),
    ...(data && { rawData: [{ label: `Call data · ${(data.length - 2) / 2} bytes`, data }] }),
  }
}
