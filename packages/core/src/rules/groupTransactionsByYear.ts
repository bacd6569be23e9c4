import { groupTransactionsByMonth, type Transaction } from '@portico/common'
import type { TransactionsByYear } from '../types/TransactionsState'

/**
 * The store's view of history by year, then month of `minedAt` (UTC): the same months, order and
 * de-duplication as the Activity view's groupTransactionsByMonth of @portico/common.
 * @example
 * groupTransactionsByYear([tx]) // { 2024: { 4: [tx] } }
 */
export function groupTransactionsByYear(transactions: readonly Transaction[]): TransactionsByYear {
  const byYear: Record<number, Record<number, readonly Transaction[]>> = {}
  // Only year and month are kept, so the date the month titles are relative to does not matter.
  for (const group of groupTransactionsByMonth(transactions, new Date(0))) {
    byYear[group.year] = { ...byYear[group.year], [group.month]: group.transactions }
  }
  return byYear
}
