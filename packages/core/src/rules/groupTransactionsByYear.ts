import type { Transaction } from '@portico/common'
import type { TransactionsByYear } from '../types/TransactionsState'

/**
 * Group history by year and month of `minedAt` (UTC, like groupTransactionsByMonth of @portico/common), keeping order within a month;
 * `into` is extended, not changed.
 * @example
 * groupTransactionsByYear([tx]) // { 2024: { 4: [tx] } }
 */
export function groupTransactionsByYear(
  transactions: readonly Transaction[],
  into: TransactionsByYear = {},
): TransactionsByYear {
  const grouped: Record<number, Record<number, Transaction[]>> = {}
  for (const [year, months] of Object.entries(into)) {
    grouped[Number(year)] = Object.fromEntries(
      Object.entries(months).map(([month, list]) => [month, [...list]]),
    )
  }
  for (const transaction of transactions) {
    const minedAt = new Date(transaction.metadata.minedAt)
    const year = minedAt.getUTCFullYear()
    const month = minedAt.getUTCMonth()
    const months = grouped[year] ?? {}
    months[month] = [...(months[month] ?? []), transaction]
    grouped[year] = months
  }
  return grouped
}
