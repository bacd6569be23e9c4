import { formatUnits, hexToString, isHex } from 'viem'

/**
 * What the approval view shows for one request: a title, labelled rows, an optional block of
 * text (the message, or the typed data as indented JSON) and any warnings.
 * @example const d: ApprovalDescription = { title: 'Sign message', rows: [], text: 'Hello' }
 */
export type ApprovalDescription = {
  title: string
  rows: { label: string; value: string }[]
  text?: string
  /** Sentences the visitor must read before approving, shown above the details. */
  warnings?: string[]
}

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
 * The approval view of a signing or sending request, decoded for a person to read.
 * @example
 * describeRequest({ kind: 'transaction', tx: { to: '0xabc…', value: '0xde0b6b3a7640000' }, chain })
 * // { title: 'Approve transaction', rows: [{ label: 'To', value: '0xabc…' }, { label: 'Amount', value: '1 ETH' }, …] }
 */
export function describeRequest(
  request:
    | { kind: 'message'; message: string }
    | { kind: 'typedData'; typedData: unknown }
    | { kind: 'transaction'; tx: TransactionRequestParams }
    | { kind: 'calls'; calls: readonly TransactionRequestParams[] },
  chain: { name: string; chainId: number; nativeCurrency: { symbol: string; decimals: number } },
): ApprovalDescription {
  const network = { label: 'Network', value: `${chain.name} (${chain.chainId})` }
  const amount = (wei: bigint) =>
    `${formatUnits(wei, chain.nativeCurrency.decimals)} ${chain.nativeCurrency.symbol}`
  if (request.kind === 'calls') {
    // One approval for the whole batch (EIP-5792): every call listed, all or none sent.
    const callValue = (call: TransactionRequestParams) =>
      call.value && isHex(call.value) ? BigInt(call.value) : 0n
    const total = request.calls.reduce((sum, call) => sum + callValue(call), 0n)
    const lines = request.calls.map((call, index) => {
      const data = call.data && call.data !== '0x' ? call.data : undefined
      return `${index + 1}. ${call.to} · ${amount(callValue(call))}${data ? ` · ${data.slice(0, 10)} (${(data.length - 2) / 2} bytes)` : ''}`
    })
    return {
      title: 'Approve calls',
      rows: [
        { label: 'Calls', value: String(request.calls.length) },
        { label: 'Amount', value: amount(total) },
        network,
      ],
      text: lines.join('\n'),
    }
  }
  if (request.kind === 'message') {
    return { title: 'Sign message', rows: [network], text: messageText(request.message) }
  }
  if (request.kind === 'typedData') {
    const data = request.typedData as { primaryType?: unknown; domain?: { name?: unknown } }
    const rows = [network]
    if (typeof data.domain?.name === 'string') rows.push({ label: 'App', value: data.domain.name })
    if (typeof data.primaryType === 'string') rows.push({ label: 'Type', value: data.primaryType })
    return { title: 'Sign typed data', rows, text: JSON.stringify(request.typedData, null, 2) }
  }
  const { tx } = request
  const value = tx.value && isHex(tx.value) ? BigInt(tx.value) : 0n
  const data = tx.data && tx.data !== '0x' ? tx.data : undefined
  const rows = [
    { label: 'To', value: tx.to ?? 'New contract' },
    {
      label: 'Amount',
      value: `${formatUnits(value, chain.nativeCurrency.decimals)} ${chain.nativeCurrency.symbol}`,
    },
    network,
  ]
  if (data) {
    rows.push({ label: 'Function', value: data.slice(0, 10) })
    rows.push({ label: 'Data size', value: `${(data.length - 2) / 2} bytes` })
  }
  return { title: 'Approve transaction', rows, ...(data && { text: data }) }
}
