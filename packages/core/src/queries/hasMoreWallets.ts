import { WALLET_PAGE_SIZE } from '@portico/common'
import type { WalletsState } from '../types/WalletsState'

/**
 * Whether the all-wallets list has pages left to load (always before the first page). Pages,
 * not the list's length, are compared with `count`: the mobile filter may drop wallets, and a
 * list shorter than `count` must not keep asking.
 * @example
 * if (hasMoreWallets(portico.stores.wallets.getState())) await portico.api.fetchNextWalletsPage()
 */
export function hasMoreWallets(state: Pick<WalletsState, 'page' | 'count'>): boolean {
  return state.page === 0 || state.page * WALLET_PAGE_SIZE < state.count
}
