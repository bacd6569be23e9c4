import { formatUnits, type Hex, hexToString, isAddress, isHex } from 'viem'
import type { ApprovalDescription, DescribeContext } from './ApprovalDescription'
import { HASH_MESSAGE_WARNING } from './approvalWarnings'
import { decodeTokenCall } from './decodeTokenCall'
import { describeTokenCall } from './describeTokenCall'
import { describeTypedData } from './describeTypedData'

export type { ApprovalDescription, DescribeContext } from './ApprovalDescription'

/** A transaction request as eth_sendTransaction carries it. */
export type TransactionRequestParams = {
  to?: string | null | undefined
  value?: string | undefined
  data?: string | undefined
  gas?: string | undefined
}

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
 * approvals, transfers, operators and permits with the token's own symbol and decimals,
 * "Unlimited" in words, and warnings for hashes and typed data bound to another chain.
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
  const { chain, read } = context
  const now = context.now ?? Date.now()
  const network = { label: 'Network', value: `${chain.name} (${chain.chainId})` }
  const amount = (wei: bigint) =>
    `${formatUnits(wei, chain.nativeCurrency.decimals)} ${chain.nativeCurrency.symbol}`
  const decodeCall = async (call: TransactionRequestParams) => {
    const decoded = decodeTokenCall(call.data as Hex | undefined)
    if (!decoded || !call.to || !isAddress(call.to, { strict: false })) return undefined
    return describeTokenCall(decoded, call.to as Hex, read, now)
  }
  if (request.kind === 'calls') {
    // One approval for the whole batch (EIP-5792): every call listed, all or none sent.
    const callValue = (call: TransactionRequestParams) =>
      call.value && isHex(call.value) ? BigInt(call.value) : 0n
    const total = request.calls.reduce((sum, call) => sum + callValue(call), 0n)
    const decoded = await Promise.all(request.calls.map(decodeCall))
    const lines = request.calls.map((call, index) => {
      const data = call.data && call.data !== '0x' ? call.data : undefined
      const token = decoded[index]
      const what = token
        ? ` · ${token.summary}`
        : data
          ? ` · ${data.slice(0, 10)} (${(data.length - 2) / 2} bytes)`
          : ''
      return `${index + 1}. ${call.to} · ${amount(callValue(call))}${what}`
    })
    const warnings = [...new Set(decoded.flatMap((token) => token?.warnings ?? []))]
    return {
      title: 'Approve calls',
      rows: [
        { label: 'Calls', value: String(request.calls.length) },
        { label: 'Amount', value: amount(total) },
        network,
      ],
      text: lines.join('\n'),
      ...(warnings.length > 0 && { warnings }),
    }
  }
  if (request.kind === 'message') {
    const hash = isHex(request.message) && request.message.length === 66
    return {
      title: 'Sign message',
      rows: [network],
      text: hash ? request.message : messageText(request.message),
      ...(hash && { warnings: [HASH_MESSAGE_WARNING] }),
    }
  }
  if (request.kind === 'typedData') return describeTypedData(request.typedData, context, now)
  const { tx } = request
  const value = tx.value && isHex(tx.value) ? BigInt(tx.value) : 0n
  const data = tx.data && tx.data !== '0x' ? tx.data : undefined
  const token = await decodeCall(tx)
  const rows = [
    ...(token?.rows ?? []),
    { label: token ? 'Contract' : 'To', value: tx.to ?? 'New contract' },
    // Beside a token amount, the native one is named apart so no row reads as the other.
    { label: token ? 'Native amount' : 'Amount', value: amount(value) },
    network,
  ]
  if (data) {
    rows.push({ label: 'Function', value: data.slice(0, 10) })
    rows.push({ label: 'Data size', value: `${(data.length - 2) / 2} bytes` })
  }
  return {
    title: 'Approve transaction',
    rows,
    ...(data && { text: data }),
    ...(token && token.warnings.length > 0 && { warnings: token.warnings }),
  }
}
