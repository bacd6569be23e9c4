import type { TransactionOperationType } from '../types/Transaction'
import type { FormatDecimalOptions } from './formatDecimal'
import { formatTokenAmount } from './formatTokenAmount'

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
 * A history amount: the kit's one amount rule ({@link formatTokenAmount}) — so a send of
 * 12.345678 reads as its preview did, and a receipt of 0.0066 as the balance it raised — signed
 * by operation type (spec §5), symbol appended when given. With a `locale`, its separators and
 * digits.
 * @example
 * formatHistoryAmount('1234.56789', 'receive', 'ETH') // '+1,234.56789 ETH'
 * formatHistoryAmount('12.345678', 'send', 'PTT') // '12.345678 PTT'
 * formatHistoryAmount('1234.56789', 'receive', 'ETH', { locale: 'de' }) // '+1.234,56789 ETH'
 */
export function formatHistoryAmount(
  numeric: string | number,
  operationType: TransactionOperationType,
  symbol?: string,
  { locale }: Pick<FormatDecimalOptions, 'locale'> = {},
): string {
  // The operation gives the sign; one the API already put on the amount is not doubled.
  const unsigned = formatTokenAmount(String(numeric).trim().replace(/^[-+]/, ''), undefined, {
    locale,
  })
  const text = `${getTransactionSign(operationType)}${unsigned}`
  return symbol ? `${text} ${symbol}` : text
}
