import type { WalletCatalogueEntry } from '@portico/common'
import { type Connector, isWalletInstalled, sortInstalledFirst } from '@portico/core'

/**
 * One tile of the all-wallets grid: a catalogue wallet, or a browser wallet the catalogue does
 * not list (so a wallet the user has is never missing from "all wallets").
 * @example
 * const entry: CatalogueGridEntry = { kind: 'wallet', wallet, installed: false }
 */
export type CatalogueGridEntry =
  | { kind: 'wallet'; wallet: WalletCatalogueEntry; installed: boolean }
  | { kind: 'connector'; connector: Connector; installed: true }

const INSTALLED_TYPES: readonly Connector['type'][] = ['ANNOUNCED', 'INJECTED']

/**
 * The grid's tiles in order: installed wallets first (browser wallets unknown to the catalogue,
 * then catalogue wallets the browser announces), then featured, recommended and the pages
 * loaded so far, each wallet once.
 * @example
 * catalogueGridEntries([...featured, ...recommended, ...wallets], connectors)
 */
export function catalogueGridEntries(
  wallets: readonly WalletCatalogueEntry[],
  connectors: readonly Connector[],
): CatalogueGridEntry[] {
  const seen = new Set<string>()
  const unique = wallets.filter((wallet) => !seen.has(wallet.id) && seen.add(wallet.id))
  const sorted = sortInstalledFirst(unique, connectors)
  const unlisted = connectors.filter(
    (connector) =>
      INSTALLED_TYPES.includes(connector.type) &&
      !unique.some((wallet) => isWalletInstalled(wallet, [connector])),
  )
  return [
    ...unlisted.map((connector) => ({
      kind: 'connector' as const,
      connector,
      installed: true as const,
    })),
    ...sorted.map((wallet) => ({
      kind: 'wallet' as const,
      wallet,
      installed: isWalletInstalled(wallet, connectors),
    })),
  ]
}
