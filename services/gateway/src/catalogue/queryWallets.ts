import type { WalletRecord } from '@portico/common/schemas/api'

/**
 * A parsed /getWallets query; lists are already split, `page` and `entries` validated.
 * @example const q: WalletQuery = { page: 1, entries: 40 }
 */
export type WalletQuery = {
  page: number
  entries: number
  search?: string | undefined
  badge?: string | undefined
  include?: readonly string[] | undefined
  exclude?: readonly string[] | undefined
  chains?: readonly string[] | undefined
  names?: readonly string[] | undefined
  rdns?: readonly string[] | undefined
  payOnly?: boolean | undefined
}

function matches(wallet: WalletRecord, query: WalletQuery, search: string): boolean {
  if (query.include?.length && !query.include.includes(wallet.id)) return false
  if (query.exclude?.includes(wallet.id)) return false
  if (query.chains?.length && !wallet.chains?.some((c) => query.chains?.includes(c))) return false
  if (query.badge && wallet.badge_type !== query.badge) return false
  if (query.payOnly && !wallet.supports_wcpay) return false
  if (search && !wallet.name.toLowerCase().includes(search)) return false
  if (query.names?.length || query.rdns?.length) {
    const byName = query.names?.some((n) => n.toLowerCase() === wallet.name.toLowerCase())
    const byRdns = wallet.rdns ? query.rdns?.includes(wallet.rdns) : false
    if (!byName && !byRdns) return false
  }
  return true
}

/**
 * Filters, orders and pages the catalogue for /getWallets: `count` is the number of matches of
 * the whole query, `data` one page of them. Search puts names that start with the text first.
 * @example
 * const { data, count } = queryWallets(records, { page: 1, entries: 40, chains: ['eip155:1'] })
 */
export function queryWallets(
  wallets: readonly WalletRecord[],
  query: WalletQuery,
): { data: WalletRecord[]; count: number } {
  const search = query.search?.trim().toLowerCase() ?? ''
  let found = wallets.filter((wallet) => matches(wallet, query, search))
  if (search) {
    const starts = found.filter((w) => w.name.toLowerCase().startsWith(search))
    found = [...starts, ...found.filter((w) => !w.name.toLowerCase().startsWith(search))]
  }
  const start = (query.page - 1) * query.entries
  return { data: found.slice(start, start + query.entries), count: found.length }
}
