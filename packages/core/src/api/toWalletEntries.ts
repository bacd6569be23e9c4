import { isCaipNetworkId, type WalletCatalogueEntry } from '@portico/common'
import type { WalletRecord } from '@portico/common/schemas/api'
import { omitUndefined } from './omitUndefined'

/**
 * The wallet records of a validated /getWallets answer as the kit's `WalletCatalogueEntry`
 * type; chain ids that are not CAIP-2 are dropped from `chains`.
 * @example
 * toWalletEntries(answer.data)[0]?.name // 'MetaMask'
 */
export function toWalletEntries(records: readonly WalletRecord[]): WalletCatalogueEntry[] {
  return records.map(({ id, name, chains, injected, ...rest }) => ({
    ...omitUndefined(rest),
    id,
    name,
    ...(chains === undefined ? {} : { chains: chains.filter(isCaipNetworkId) }),
    ...(injected === undefined
      ? {}
      : {
          injected:
            injected?.map((i) => ({ namespace: i.namespace, injected_id: i.injected_id })) ?? null,
        }),
  }))
}
