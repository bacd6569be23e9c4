import { encodeBase58, formatUnits } from '@portico/common'
import { getCompiledTransactionMessageDecoder, type Transaction } from '@solana/kit'
import type { RequestField } from './describeRequest'
import type { ParsedSolanaRequest } from './parseSolanaRequest'

const SYSTEM_PROGRAM = '11111111111111111111111111111111'
const PROGRAM_NAMES: Record<string, string> = {
  [SYSTEM_PROGRAM]: 'System',
  TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA: 'SPL Token',
  TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb: 'Token-2022',
  ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL: 'Associated Token Account',
  ComputeBudget111111111111111111111111111111: 'Compute Budget',
}

/** Control characters other than tabs and line breaks mean binary data, not a message. */
function asText(bytes: Uint8Array): string | undefined {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    for (const char of text) {
      const code = char.codePointAt(0) ?? 0
      if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127) return undefined
    }
    return text
  } catch {
    return undefined
  }
}

function readU64(data: Uint8Array, offset: number): bigint {
  return new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(offset, true)
}

/**
 * The fee payer, then each instruction: SOL transfers (System program, instruction 2) as
 * recipient and amount, others by program name and data size.
 */
function describeTransaction(transaction: Transaction, prefix: string): RequestField[] {
  const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
  const accounts = message.staticAccounts
  const fields: RequestField[] = [{ label: `${prefix}Fee payer`, value: accounts[0] ?? 'none' }]
  const other: string[] = []
  // Legacy and v0 messages list their instructions; v1 ones (not built by the kit's transfers
  // here) are only counted.
  if (!('instructions' in message)) {
    fields.push({
      label: `${prefix}Instructions`,
      value: `${message.numInstructions} (v1 message)`,
    })
    return fields
  }
  for (const instruction of message.instructions) {
    const program = accounts[instruction.programAddressIndex] ?? 'unknown program'
    const data = new Uint8Array(instruction.data ?? [])
    const isTransfer =
      program === SYSTEM_PROGRAM && data.length === 12 && data[0] === 2 && data[1] === 0
    const to = accounts[instruction.accountIndices?.[1] ?? -1]
    if (isTransfer && to && !fields.some((f) => f.label === `${prefix}To`)) {
      fields.push({ label: `${prefix}To`, value: to })
      fields.push({ label: `${prefix}Value`, value: `${formatUnits(readU64(data, 4), 9)} SOL` })
      continue
    }
    other.push(`${PROGRAM_NAMES[program] ?? program} (${data.length} bytes of data)`)
  }
  if (other.length > 0) fields.push({ label: `${prefix}Instructions`, value: other.join('\n') })
  return fields
}

/**
 * What the user needs to see before approving a solana request: the message (text, or base58
 * when binary) and the account, or each transaction's fee payer, SOL transfer and other
 * instructions; signAndSend also says it will be sent.
 * @example
 * describeSolanaRequest({ kind: 'solanaSignMessage', message: new TextEncoder().encode('hi'), pubkey })
 * // [{ label: 'Message', value: 'hi' }, { label: 'Account', value: pubkey }]
 */
export function describeSolanaRequest(request: ParsedSolanaRequest): RequestField[] {
  switch (request.kind) {
    case 'solanaSignMessage':
      return [
        { label: 'Message', value: asText(request.message) ?? encodeBase58(request.message) },
        { label: 'Account', value: request.pubkey ?? "The wallet's Solana account" },
      ]
    case 'solanaSignTransaction':
      return describeTransaction(request.transaction, '')
    case 'solanaSignAndSendTransaction':
      return [
        ...describeTransaction(request.transaction, ''),
        { label: 'Then', value: 'Sent to the local Solana chain' },
      ]
    case 'solanaSignAllTransactions':
      return request.transactions.flatMap((transaction, index) =>
        describeTransaction(transaction, `Transaction ${index + 1} `),
      )
  }
}
