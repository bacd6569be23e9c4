import { SEARCH_MIN_WAIT_MS, WALLET_SEARCH_ENTRIES } from '@portico/common'
import type { ApiContext } from './ApiContext'
import { fetchWalletList, requestedChains } from './fetchWalletList'
import { withWalletImages } from './withWalletImages'

/**
 * Search the catalogue by wallet name into `stores.wallets.search` (spec §9: 100 entries, the
 * text trimmed). Resolves no sooner than 300 ms after the call, so a spinner shown meanwhile
 * does not flash; an answer that arrives after a newer search started is dropped. Blank text
 * clears the results without a request. Failures are logged and clear the results; never
 * rejects.
 * @example
 * await searchWallets(context, ' rain ') // stores.wallets.search: Rainbow, …
 */
export async function searchWallets(context: ApiContext, text: string): Promise<void> {
  const { options, stores, memory } = context
  memory.searchId += 1
  const id = memory.searchId
  const search = text.trim()
  if (!search) {
    stores.wallets.getState().setSearch([])
    return
  }
  const minimumWait = new Promise<void>((resolve) => {
    context.scheduler.after(SEARCH_MIN_WAIT_MS, resolve)
  })
  const result = await fetchWalletList(context, {
    page: 1,
    entries: WALLET_SEARCH_ENTRIES,
    search,
    chains: requestedChains(context),
    include: options.includeWalletIds,
    exclude: options.excludeWalletIds,
  }).catch((error: unknown) => {
    options.logger.warn(`Portico: wallet search '${search}' failed`, error)
    return undefined
  })
  await minimumWait
  if (id !== memory.searchId) return
  stores.wallets
    .getState()
    .setSearch(result ? withWalletImages(result.wallets, context.catalogue) : [])
}
