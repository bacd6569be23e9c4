import type { Transaction } from '../types/Transaction'
import { getHistoryMonthTitle } from './getHistoryMonthTitle'

/**
 * One month of history, newest transaction first.
 * @example
 * const g: TransactionMonthGroup = { year: 2025, month: 0, title: 'January', transactions: [] }
 */
export type TransactionMonthGroup = {
  year: number
  /** 0-based month. */
  month: number
  title: string
  transactions: Transaction[]
}

/**
 * Group history by year and month of `metadata.minedAt`, newest month first, titled per spec §2.
 * Dates are read in UTC unless `timeZone: 'local'`; a transaction id repeated within a month is
 * kept once; entries with an unreadable date are dropped.
 * @example
 * groupTransactionsByMonth(transactions, new Date())[0]?.title // 'May'
 */
export function groupTransactionsByMonth(
  transactions: readonly Transaction[],
  now: Date,
  { timeZone = 'utc' }: { timeZone?: 'utc' | 'local' } = {},
): TransactionMonthGroup[] {
  const utc = timeZone === 'utc'
  const currentYear = utc ? now.getUTCFullYear() : now.getFullYear()
  const groups = new Map<number, TransactionMonthGroup & { ids: Set<string> }>()
  for (const tx of transactions) {
    const date = new Date(tx.metadata.minedAt)
    const time = date.getTime()
    if (Number.isNaN(time)) continue
    const year = utc ? date.getUTCFullYear() : date.getFullYear()
    const month = utc ? date.getUTCMonth() : date.getMonth()
    const key = year * 12 + month
    let group = groups.get(key)
    if (!group) {
      const title = getHistoryMonthTitle(year, month, currentYear)
      group = { year, month, title, transactions: [], ids: new Set() }
      groups.set(key, group)
    }
    if (group.ids.has(tx.id)) continue
    group.ids.add(tx.id)
    group.transactions.push(tx)
  }
  const byTimeDesc = (a: Transaction, b: Transaction) =>
    new Date(b.metadata.minedAt).getTime() - new Date(a.metadata.minedAt).getTime()
  return [...groups.entries()]
    .sort(([a], [b]) => b - a)
    .map(([, { year, month, title, transactions: list }]) => ({
      year,
      month,
      title,
      transactions: [...list].sort(byTimeDesc),
    }))
}
