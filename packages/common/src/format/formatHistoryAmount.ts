import type { TransactionOperationType } from '../types/Transaction'
import { type FormatDecimalOptions, formatDecimal } from './formatDecimal'

const PLUS: readonly string[] = ['receive', 'deposit', 'borrow', 'claim']
const MINUS: readonly string[] = ['withdraw', 'repay', 'burn']

/**
 * The sign a history entry shows for its operation (spec §5): '+' for receive, deposit, borrow,
 * claim; '-' for withdraw, repay, burn; '' otherwise.
 * @example
 * getTransactionSign('claim') // '+'
 * getTransactionSign('send') // ''
 */
export function getTransactionSign(operationType: TransactionOperationType): '+' | '-' | '' {
  if (PLUS.includes(operationType)) return '+'
  if (MINUS.includes(operationType)) return '-'
  return ''
}

/**
 * A history amount (spec §5): 3 decimals, truncated like every amount the kit shows (a receipt
 * of 0.032833 reads +0.032, as the balance it raised does), thousands grouped, signed by
 * operation type, symbol appended when given. With a `locale`, its separators and digits.
 * @example
 * formatHistoryAmount('1234.56789', 'receive', 'ETH') // '+1,234.567 ETH'
 * formatHistoryAmount('1234.56789', 'receive', 'ETH', { locale: 'de' }) // '+1.234,567 ETH'
 */
export function formatHistoryAmount(
  numeric: string | number,
  operationType: TransactionOperationType,
  symbol?: string,
  { locale }: Pick<FormatDecimalOptions, 'locale'> = {},
): string {
  const amount = formatDecimal(numeric, { decimals: 3, group: true, locale })
  const unsigned = amount.startsWith('-') ? amount.slice(1) : amount
  const text = `${getTransactionSign(operationType)}${unsigned}`
  return symbol ? `${text} ${symbol}` : text
}
