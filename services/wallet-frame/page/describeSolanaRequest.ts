import { formatUnits } from '@portico/common'
import type { ApprovalDescription } from './ApprovalDescription'
import { describeSolanaInstruction } from './describeSolanaInstruction'
import type { SolanaOffchainMessage } from './parseSolanaOffchainMessage'
import type { ReadSolanaAccount } from './readSolanaAccount'
import type { ResolvedSolanaTransaction } from './resolveSolanaTransaction'
import { solanaNetworkFee } from './solanaNetworkFee'

const FORMAT_NAMES = ['ASCII', 'UTF-8', 'UTF-8 (long)']

/**
 * The approval view of a solana_* request on the named cluster (by its name: its CAIP id tells a
 * visitor nothing): a message as its text (an off-chain message with its application domain and
 * format), or the transactions' network fee (base and priority fees), fee payer and one line per
 * instruction, with the warnings of every instruction that hands over control
 * (delegates, authorities, account owners) above them.
 * @example
 * await describeSolanaRequest({ kind: 'text', text: 'Hello' }, { chain, read, own })
 */
export async function describeSolanaRequest(
  request:
    | { kind: 'text'; text: string }
    | { kind: 'offchain'; offchain: SolanaOffchainMessage }
    | { kind: 'transactions'; transactions: readonly ResolvedSolanaTransaction[] },
  context: {
    chain: { name: string; caipNetworkId: string }
    read: ReadSolanaAccount
    own: string
  },
): Promise<ApprovalDescription> {
  const { chain } = context
  const network = { label: 'Network', value: chain.name }
  if (request.kind === 'text') return { title: 'Sign message', rows: [network], text: request.text }
  if (request.kind === 'offchain') {
    const { offchain } = request
    const rows = [network]
    if (offchain.applicationDomain !== undefined)
      rows.push({ label: 'Application domain', value: offchain.applicationDomain })
    if (offchain.format !== undefined)
      rows.push({ label: 'Format', value: `Off-chain message, ${FORMAT_NAMES[offchain.format]}` })
    else rows.push({ label: 'Format', value: 'Off-chain message' })
    if (offchain.signers.length > 1)
      rows.push({ label: 'Signers', value: offchain.signers.join(', ') })
    return { title: 'Sign message', rows, text: offchain.text }
  }
  const { transactions } = request
  const payers = [...new Set(transactions.map((tx) => tx.feePayer))]
  const fee = transactions.reduce((sum, tx) => sum + solanaNetworkFee(tx), 0n)
  const rows = [
    network,
    { label: 'Network fee', value: `${formatUnits(fee, 9)} SOL` },
    { label: 'Fee payer', value: payers.join(', ') },
  ]
  if (transactions.length > 1)
    rows.push({ label: 'Transactions', value: String(transactions.length) })
  const warnings: string[] = []
  const blocks: string[] = []
  for (const [index, tx] of transactions.entries()) {
    const lines: string[] = []
    for (const ix of tx.instructions) {
      const described = await describeSolanaInstruction(ix, context)
      lines.push(described.line)
      warnings.push(...described.warnings)
    }
    blocks.push(
      transactions.length > 1
        ? [`Transaction ${index + 1}`, ...lines.map((l) => `  ${l}`)].join('\n')
        : lines.join('\n'),
    )
  }
  return {
    title: transactions.length > 1 ? 'Approve transactions' : 'Approve transaction',
    rows,
    text: blocks.join('\n'),
    ...(warnings.length > 0 && { warnings: [...new Set(warnings)] }),
  }
}
