import {
  formatHistoryAmount,
  type Transaction,
  type TransactionTransfer,
  truncateAddress,
} from '@portico/common'
import type { MessageKey } from '../../../../i18n/messages/en'
import type { Translator } from '../../../../i18n/Translator'
import type { TransactionRowDirection } from '../../../../ui/TransactionRow/TransactionRow'
import { localizeDecimalText } from '../../localizeDecimalText'

const TITLES: Record<string, MessageKey> = {
  send: 'account.activity.operation.send',
  receive: 'account.activity.operation.receive',
  deposit: 'account.activity.operation.deposit',
  borrow: 'account.activity.operation.borrow',
  claim: 'account.activity.operation.claim',
  withdraw: 'account.activity.operation.withdraw',
  repay: 'account.activity.operation.repay',
  burn: 'account.activity.operation.burn',
  execute: 'account.activity.operation.execute',
  approve: 'account.activity.operation.approve',
  mint: 'account.activity.operation.mint',
  trade: 'account.activity.operation.trade',
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
  /** The NFT's image when the row shows an NFT transfer that has one (`content.preview.url`). */
  preview?: string | undefined
}

const ZERO_ADDRESS = /^0x0{40}$/i

/**
 * Describe a transaction for the Activity tab (spec §5): the operation as a past-tense title,
 * the counterparty truncated 4 + 6, and the first fungible transfer's amount with 3 decimals,
 * signed by operation type, with its symbol (an NFT shows its name, and its image as `preview`). The counterparty is the
 * transfer's own sender or recipient where the API gives them: the transaction's `sentTo` of an
 * ERC-20 send is the token contract, not the person paid. A mint reads as received: tokens
 * arrived, from nobody in particular (the zero address is not shown). Words and the amount's
 * separators follow the translator; an operation type the kit does not know shows as the API
 * names it.
 * @example
 * describeTransaction(tx, useT()).title // 'Received'
 */
export function describeTransaction(
  tx: Transaction,
  translator: Pick<Translator, 't' | 'locale'>,
): TransactionDescription {
  const { t, locale } = translator
  const { sentFrom, sentTo } = tx.metadata
  const operationType = tx.metadata.operationType === 'mint' ? 'receive' : tx.metadata.operationType
  const transfers = tx.transfers ?? []
  const ins = transfers.some((t) => t.direction === 'in')
  const outs = transfers.some((t) => t.direction === 'out')
  const self = transfers.some((t) => t.direction === 'self')
  let direction: TransactionRowDirection = 'none'
  if ((ins && outs) || self) direction = 'both'
  else if (ins || operationType === 'receive') direction = 'in'
  else if (outs || operationType === 'send') direction = 'out'

  const incoming = direction === 'in'
  const transfer = transfers.find((t) => t.fungible_info) ?? transfers[0]
  const counterparty = counterpartyOf(transfer, incoming) ?? (incoming ? sentFrom : sentTo)
  const detail =
    counterparty && !ZERO_ADDRESS.test(counterparty)
      ? t(incoming ? 'account.activity.from' : 'account.activity.to', {
          address: truncateAddress(counterparty),
        })
      : undefined

  let amount: string | undefined
  if (transfer?.fungible_info || (transfer && !transfer.nft_info)) {
    amount = localizeDecimalText(
      formatHistoryAmount(transfer.quantity.numeric, operationType, transfer.fungible_info?.symbol),
      locale,
    )
  } else if (transfer?.nft_info) {
    amount = transfer.nft_info.name
  }
  const preview = transfer?.fungible_info ? undefined : transfer?.nft_info?.content?.preview?.url
  return {
    direction,
    title: titleOf(operationType, t),
    detail,
    amount,
    ...(preview && { preview }),
  }
}

function counterpartyOf(
  transfer: TransactionTransfer | undefined,
  incoming: boolean,
): string | undefined {
  if (!transfer) return undefined
  return incoming ? transfer.sender : transfer.recipient
}

function titleOf(operationType: string, t: Translator['t']): string {
  const known = TITLES[operationType]
  if (known) return t(known)
  return operationType
    ? operationType.charAt(0).toUpperCase() + operationType.slice(1)
    : t('account.activity.operation.unknown')
}
