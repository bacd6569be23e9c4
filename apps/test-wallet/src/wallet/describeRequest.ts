import { formatUnits } from '@portico/common'
import type { ParsedRequest } from './parseRequest'

/**
 * One line of a request as the wallet shows it.
 * @example
 * const field: RequestField = { label: 'To', value: '0x7099…79C8' }
 */
export type RequestField = { label: string; value: string }

/** Control characters other than tabs and line breaks mean binary data, not a message. */
function isBinary(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127) return true
  }
  return false
}

function decodeText(message: `0x${string}`): string | undefined {
  const bytes = new Uint8Array(
    (message.slice(2).match(/../g) ?? []).map((b) => Number.parseInt(b, 16)),
  )
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    return isBinary(text) ? undefined : text
  } catch {
    return undefined
  }
}

function shortHex(data: `0x${string}`): string {
  const bytes = (data.length - 2) / 2
  return data.length > 24 ? `${data.slice(0, 10)}…${data.slice(-8)} (${bytes} bytes)` : data
}

/**
 * What the user needs to see before approving: the message text for personal_sign (hex when it
 * is not text), recipient, value in ETH, calldata and gas for a transaction, domain, type and
 * message of typed data, the target chain of a switch.
 * @example
 * describeRequest({ kind: 'personalSign', message: '0x6869', address })
 * // [{ label: 'Message', value: 'hi' }, { label: 'Account', value: address }]
 */
export function describeRequest(request: ParsedRequest): RequestField[] {
  switch (request.kind) {
    case 'personalSign':
      return [
        { label: 'Message', value: decodeText(request.message) ?? request.message },
        { label: 'Account', value: request.address },
      ]
    case 'typedData': {
      const { domain, primaryType, message } = request.typedData
      const domainName = typeof domain.name === 'string' ? domain.name : 'Unnamed domain'
      const chain = domain.chainId === undefined ? '' : ` on chain ${String(domain.chainId)}`
      return [
        { label: 'Account', value: request.address },
        { label: 'Domain', value: `${domainName}${chain}` },
        { label: 'Type', value: primaryType },
        { label: 'Message', value: JSON.stringify(message, null, 2) },
      ]
    }
    case 'transaction': {
      const { tx } = request
      return [
        ...(tx.from ? [{ label: 'From', value: tx.from }] : []),
        { label: 'To', value: tx.to ?? 'New contract' },
        { label: 'Value', value: `${formatUnits(tx.value, 18)} ETH` },
        ...(tx.data ? [{ label: 'Data', value: shortHex(tx.data) }] : []),
        ...(tx.gas !== undefined ? [{ label: 'Gas limit', value: tx.gas.toString() }] : []),
      ]
    }
    case 'switchChain':
      return [
        { label: request.add ? 'Add chain' : 'Switch to chain', value: String(request.chainId) },
      ]
    case 'unsupported':
      return [{ label: 'Cannot handle', value: request.reason }]
  }
}
