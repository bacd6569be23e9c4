import { formatHistoryAmount, type Transaction, truncateAddress } from '@portico/common'
import type { TransactionRowDirection } from '../../../../ui/TransactionRow/TransactionRow'

const TITLES: Record<string, string> = {
  send: 'Sent',
  receive: 'Received',
  deposit: 'Deposited',
  borrow: 'Borrowed',
  claim: 'Claimed',
  withdraw: 'Withdrew',
  repay: 'Repaid',
  burn: 'Burned',
  execute: 'Executed',
  approve: 'Approved',
  mint: 'Minted',
  trade: 'Swapped',
}

/**
 * What a history row shows of one transaction.
 * @example
 * const d: TransactionDescription = { direction: 'in', title: 'Received', detail: 'from 0xf3…b92266', amount: '+1.000 ETH' }
 */
export type TransactionDescription = {
  direction: TransactionRowDirection
  title: string
  detail: string | undefined
  amount: string | undefined
}

/**
 * Describe a transaction for the Activity tab (spec §5): the operation as a past-tense title,
 * the counterparty truncated 4 + 6, and the first fungible transfer's amount with 3 decimals,
 * signed by operation type, with its symbol (an NFT shows its name).
 * @example
 * describeTransaction(tx).title // 'Received'
 */
export function describeTransaction(tx: Transaction): TransactionDescription {
  const { operationType, sentFrom, sentTo } = tx.metadata
  const transfers = tx.transfers ?? []
  const ins = transfers.some((t) => t.direction === 'in')
  const outs = transfers.some((t) => t.direction === 'out')
  const self = transfers.some((t) => t.direction === 'self')
  let direction: TransactionRowDirection = 'none'
  if ((ins && outs) || self) direction = 'both'
  else if (ins || operationType === 'receive') direction = 'in'
  else if (outs || operationType === 'send') direction = 'out'

  const incoming = direction === 'in'
  const counterparty = incoming ? sentFrom : sentTo
  const detail = counterparty
    ? `${incoming ? 'from' : 'to'} ${truncateAddress(counterparty)}`
    : undefined

  const transfer = transfers.find((t) => t.fungible_info) ?? transfers[0]
  let amount: string | undefined
  if (transfer?.fungible_info || (transfer && !transfer.nft_info)) {
    amount = formatHistoryAmount(
      transfer.quantity.numeric,
      operationType,
      transfer.fungible_info?.symbol,
    )
  } else if (transfer?.nft_info) {
    amount = transfer.nft_info.name
  }
  return { direction, title: titleOf(operationType), detail, amount }
}

function titleOf(operationType: string): string {
  const known = TITLES[operationType]
  if (known) return known
  return operationType
    ? operationType.charAt(0).toUpperCase() + operationType.slice(1)
    : 'Transaction'
}
