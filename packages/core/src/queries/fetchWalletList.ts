import type { WalletCatalogueEntry } from '@portico/common'
import type { GetWalletsParams } from '../api/createCatalogueApiClient'
import type { ApiContext } from './ApiContext'
import { walletListQueryOptions } from './catalogueQueryOptions'
import { filterMobileWallets } from './filterMobileWallets'

/**
 * One /getWallets call through the query cache, with the mobile filter of spec §5 applied on
 * mobile. `count` is the catalogue's count for the whole query.
 * @example
 * const { wallets, count } = await fetchWalletList(context, { page: 1, entries: 40 })
 */
export async function fetchWalletList(
  context: ApiContext,
  params: GetWalletsParams,
): Promise<{ wallets: WalletCatalogueEntry[]; count: number }> {
  const { data, count } = await (await context.loadQueryClient()).fetchQuery(
    walletListQueryOptions(context.catalogue, params),
  )
  return { wallets: context.options.isMobile() ? filterMobileWallets(data) : data, count }
}

/**
 * The CAIP-2 ids of the app's networks: the `chains` of the wallet lists.
 * @example
 * requestedChains(context) // ['eip155:31337', 'eip155:31338']
 */
export function requestedChains(context: Pick<ApiContext, 'options'>): string[] {
  return context.options.networks.map((network) => network.caipNetworkId)
}
