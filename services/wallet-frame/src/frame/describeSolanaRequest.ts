import { encodeBase58 } from '@portico/common'
import { formatUnits } from 'viem'
import type { SolanaTransaction } from './decodeSolanaTransaction'
import type { ApprovalDescription } from './describeRequest'

const SYSTEM_PROGRAM = '11111111111111111111111111111111'
const TOKEN_PROGRAMS = [
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
]
const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'
const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111'

const u64 = (data: Uint8Array, at: number) =>
  new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(at, true)
const named = (account: string | undefined) => account ?? '(lookup table account)'

/** One readable line per instruction: SOL and SPL transfers spelled out, others by program. */
function instructionLine(instruction: SolanaTransaction['instructions'][number]): string {
  const { program, accounts, data } = instruction
  if (program === SYSTEM_PROGRAM && data.length === 12 && data[0] === 2 && data[1] === 0) {
    return `Send ${formatUnits(u64(data, 4), 9)} SOL to ${named(accounts[1])}`
  }
  if (program && TOKEN_PROGRAMS.includes(program)) {
    // TransferChecked (12): source, mint, destination, authority; amount u64 and decimals u8.
    if (data[0] === 12 && data.length === 10) {
      const amount = formatUnits(u64(data, 1), data[9] as number)
      return `Send ${amount} of token ${named(accounts[1])} to token account ${named(accounts[2])}`
    }
    // Transfer (3): source, destination, authority; an amount in the mint's smallest units.
    if (data[0] === 3 && data.length === 9) {
      return `Send ${u64(data, 1)} token units to token account ${named(accounts[1])}`
    }
  }
  if (program === ASSOCIATED_TOKEN_PROGRAM) {
    return `Create token account ${named(accounts[1])} for ${named(accounts[2])}`
  }
  if (program === COMPUTE_BUDGET_PROGRAM) return 'Set compute budget'
  return `Call program ${named(program)} (${data.length} bytes of data)`
}

/**
 * The approval view of a solana_* request: the message as text (UTF-8 when it reads as text,
 * else base58), or the transactions' fee payer and their transfers, on the named cluster.
 * @example
 * describeSolanaRequest({ kind: 'message', message: bytes }, { name: 'Local Solana', caipNetworkId })
 */
export function describeSolanaRequest(
  request:
    | { kind: 'message'; message: Uint8Array }
    | { kind: 'transactions'; transactions: readonly SolanaTransaction[] },
  chain: { name: string; caipNetworkId: string },
): ApprovalDescription {
  const network = { label: 'Network', value: `${chain.name} (${chain.caipNetworkId})` }
  if (request.kind === 'message') {
    return { title: 'Sign message', rows: [network], text: messageText(request.message) }
  }
  const { transactions } = request
  const payers = [...new Set(transactions.map((tx) => tx.signers[0] ?? ''))]
  const rows = [{ label: 'Fee payer', value: payers.join(', ') }, network]
  if (transactions.length > 1)
    rows.push({ label: 'Transactions', value: String(transactions.length) })
  const text = transactions
    .map((tx, index) => {
      const lines = tx.instructions.map(instructionLine)
      return transactions.length > 1
        ? [`Transaction ${index + 1}`, ...lines.map((l) => `  ${l}`)].join('\n')
        : lines.join('\n')
    })
    .join('\n')
  return {
    title: transactions.length > 1 ? 'Approve transactions' : 'Approve transaction',
    rows,
    text,
  }
}

function messageText(bytes: Uint8Array): string {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    const binary = [...text].some((ch) => {
      const code = ch.codePointAt(0) ?? 0
      return (code < 0x20 && !'\t\n\r'.includes(ch)) || code === 0x7f
    })
    if (!binary) return text
  } catch {
    // Not UTF-8: shown as base58, the encoding the request carried it in.
  }
  return encodeBase58(bytes)
}
