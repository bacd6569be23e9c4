import {
  formatHistoryAmount,
  type Transaction,
  type TransactionTransfer,
  truncateAddress,
} from '@portico/common'
import type { MessageKey } from '../../../../i18n/messages/en'
import type { Translator } from '../../../../i18n/Translator'
import type { TransactionRowDirection } from '../../../../ui/TransactionRow/TransactionRow'

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
 * const d: TransactionDescription = { direction: 'in', title: 'Received', detail: 'from 0xf3…b92266', amount: '+1 ETH' }
 */
export type TransactionDescription = {
  direction: TransactionRowDirection
  title: string
  detail: string | undefined
  amount: string | undefined
  /** The NFT's image when the row shows an NFT transfer that has one (`content.preview.url`). */
  preview?: string | undefined
  /** The address the row names as its counterparty, whose account name the row may show. */
  counterparty?: string | undefined
}

const ZERO_ADDRESS = /^0x0{40}$/i
const NO_BREAK_SPACE = '\u00a0'

/**
 * Describe a transaction for the Activity tab (spec §5): the operation as a past-tense title,
 * the counterparty truncated 4 + 6, and the first fungible transfer's amount (the kit's amount rule),
 * signed by operation type, with its symbol (an NFT shows its name, and its image as `preview`). The counterparty is the
 * transfer's own sender or recipient where the API gives them: the transaction's `sentTo` of an
 * ERC-20 send is the token contract, not the person paid. A mint reads as received: tokens
 * arrived, from nobody in particular (the zero address is not shown). A trade shows both sides,
 * unsigned ('0.1 ETH → 250 PTT'), and no counterparty: the pool or router it went through
 * is nobody the visitor dealt with. An approval names the token and who may spend it ('PTT for
 * Uniswap', else the spender's address), never the token contract as a recipient. Words and the
 * amount's separators follow the translator; an operation type the kit does not know shows as
 * the API names it. With `counterpartyName` (its ENS or gateway name, when the gateway knows
 * one) the counterparty is named by it instead of its address.
 * @example
 * describeTransaction(tx, useT()).title // 'Received'
 */
export function describeTransaction(
  tx: Transaction,
  translator: Pick<Translator, 't' | 'locale'>,
  counterpartyName?: string,
): TransactionDescription {
  const { t, locale } = translator
  const { sentFrom, sentTo } = tx.metadata
  const operationType = tx.metadata.operationType === 'mint' ? 'receive' : tx.metadata.operationType
  const transfers = tx.transfers ?? []
  if (operationType === 'approve') {
    return {
      direction: 'none',
      title: titleOf(operationType, t),
      detail: approvalOf(tx, t),
      amount: undefined,
    }
  }
  if (operationType === 'trade') {
    const sold = sideOf(transfers, 'out', locale)
    const bought = sideOf(transfers, 'in', locale)
    if (sold && bought) {
      const amount = t('account.activity.tradeAmount', { sold, bought })
      return { direction: 'both', title: titleOf(operationType, t), detail: undefined, amount }
    }
  }
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
  const shown = counterparty && !ZERO_ADDRESS.test(counterparty) ? counterparty : undefined
  const detail = shown
    ? t(incoming ? 'account.activity.from' : 'account.activity.to', {
        address: counterpartyName ?? truncateAddress(shown),
      })
    : undefined

  let amount: string | undefined
  if (transfer?.fungible_info || (transfer && !transfer.nft_info)) {
    amount = formatHistoryAmount(
      transfer.quantity.numeric,
      operationType,
      transfer.fungible_info?.symbol,
      { locale },
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
    ...(shown && { counterparty: shown }),
  }
}

/**
 * One side of a trade, unsigned: '0.1 ETH' (separators of `locale`), else an NFT's name. Its
 * spaces do not break, so a narrow row wraps the trade at the arrow, never inside a side.
 */
function sideOf(
  transfers: readonly TransactionTransfer[],
  direction: 'in' | 'out',
  locale: string,
): string | undefined {
  const side = transfers.filter((transfer) => transfer.direction === direction)
  const fungible = side.find((transfer) => transfer.fungible_info)
  if (fungible) {
    const { numeric } = fungible.quantity
    const symbol = fungible.fungible_info?.symbol
    return formatHistoryAmount(numeric, 'trade', symbol, { locale }).replace(/ /g, NO_BREAK_SPACE)
  }
  return side
    .find((transfer) => transfer.nft_info?.name)
    ?.nft_info?.name?.replace(/ /g, NO_BREAK_SPACE)
}

/** 'PTT for Uniswap': the first allowance granted, its spender by name or truncated address. */
function approvalOf(tx: Transaction, t: Translator['t']): string | undefined {
  const approval = tx.approvals?.[0]
  if (!approval) return undefined
  const spender = approval.spender_name ?? truncateAddress(approval.spender)
  const token = approval.fungible_info?.symbol ?? approval.fungible_info?.name
  return token
    ? t('account.activity.approval', { token, spender })
    : t('account.activity.approvalSpender', { spender })
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
