import { hexToString, isHex } from 'viem'
import type { ApprovalDescription, DescribeContext } from './ApprovalDescription'
import { HASH_MESSAGE_WARNING } from './approvalWarnings'
import { describeCalls } from './describeCalls'
import { describeTransaction } from './describeTransaction'
import { describeTypedData } from './describeTypedData'
import type { TransactionRequestParams } from './TransactionRequestParams'

export type { ApprovalDescription, DescribeContext } from './ApprovalDescription'
export type { TransactionRequestParams } from './TransactionRequestParams'

/**
 * Readable text of a personal_sign message: UTF-8 when the hex decodes to printable text, else
 * the hex itself.
 * @example messageText('0x68656c6c6f') // 'hello'
 */
export function messageText(message: string): string {
  if (!isHex(message)) return message
  const text = hexToString(message)
  // Control characters other than whitespace, or invalid UTF-8, mean binary data: show the bytes.
  const binary = [...text].some((ch) => {
    const code = ch.codePointAt(0) ?? 0
    return (code < 0x20 && !'\t\n\r'.includes(ch)) || code === 0x7f || code === 0xfffd
  })
  return binary ? message : text
}

/**
 * The approval view of a signing or sending request, decoded for a person to read: token
 * approvals, transfers, operators, permits and router swaps in a sentence with the tokens' own
 * symbols and decimals, "Unlimited" in words, contracts the operator configured named beside
 * their address, and warnings for hashes, typed data bound to another chain, a swap paying out
 * to someone else and calls the frame cannot read.
 * @example
 * await describeRequest({ kind: 'transaction', tx: { to: '0xabc…', value: '0xde0b6b3a7640000' } }, { chain, read })
 * // { title: 'Approve transaction', rows: [{ label: 'To', value: '0xabc…' }, { label: 'Amount', value: '1 ETH' }, …] }
 */
export async function describeRequest(
  request:
    | { kind: 'message'; message: string }
    | { kind: 'typedData'; typedData: unknown }
    | { kind: 'transaction'; tx: TransactionRequestParams }
    | { kind: 'calls'; calls: readonly TransactionRequestParams[] },
  context: DescribeContext,
): Promise<ApprovalDescription> {
  const { chain } = context
  const now = context.now ?? Date.now()
  if (request.kind === 'calls') return describeCalls(request.calls, context, now)
  if (request.kind === 'transaction') return describeTransaction(request.tx, context, now)
  if (request.kind === 'typedData') return describeTypedData(request.typedData, context, now)
  const hash = isHex(request.message) && request.message.length === 66
  return {
    title: 'Sign message',
    rows: [{ label: 'Network', value: `${chain.name} (${chain.chainId})` }],
    text: hash ? request.message : messageText(request.message),
    ...(hash && { warnings: [HASH_MESSAGE_WARNING] }),
  }
}
