import { BALANCE_CACHE_MS, STORAGE_KEYS, type TokenBalance } from '@portico/common'
import { createStoredCache } from '../names/createStoredCache'
import type { PorticoStorage } from '../types/PorticoStorage'

/**
 * A native balance as the header shows it.
 * @example
 * const cached: CachedNativeBalance = { balance: '1.5', symbol: 'ETH' }
 */
export type CachedNativeBalance = { balance: string; symbol: string }

/**
 * The native balance of each CAIP-10 account (spec §3 `nativeBalanceCache`, 30 s, spec §9):
 * what the wallet last answered, shown at once on the next page load while it is asked again.
 * @example
 * nativeBalanceCache(storage).set('eip155:1:0xf39f…', { balance: '1.5', symbol: 'ETH' })
 */
export function nativeBalanceCache(storage: PorticoStorage, now: () => number = Date.now) {
  return createStoredCache<CachedNativeBalance>(
    storage,
    STORAGE_KEYS.nativeBalanceCache,
    BALANCE_CACHE_MS,
    now,
  )
}

/**
 * The gateway's token balances of each CAIP-10 account, filtered to its network (spec §3
 * `balanceCache`, 30 s, spec §9): shown at once on the next page load while they are fetched.
 * @example
 * tokenBalanceCache(storage).get('eip155:1:0xf39f…') // TokenBalance[] | undefined
 */
export function tokenBalanceCache(storage: PorticoStorage, now: () => number = Date.now) {
  return createStoredCache<readonly TokenBalance[]>(
    storage,
    STORAGE_KEYS.balanceCache,
    BALANCE_CACHE_MS,
    now,
  )
}
