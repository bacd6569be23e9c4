import type { ConnectorGroup, WalletCatalogueEntry } from '@portico/common'
import { type Connector, isWalletInstalled } from '@portico/core'
import { type ConnectorRow, orderConnectors } from './orderConnectors'

/** The groups of `connectorTypeOrder` whose rows are catalogue wallets rather than connectors. */
type CatalogueGroup = Extract<ConnectorGroup, 'featured' | 'custom' | 'recommended'>

/**
 * One row of the Connect view's wallet list: a connector the page has, or a wallet of the
 * featured, custom or recommended groups, which connects through WalletConnect unless installed.
 * @example
 * const row: ConnectWalletRow = { kind: 'wallet', group: 'featured', wallet }
 */
export type ConnectWalletRow =
  | ({ kind: 'connector' } & ConnectorRow)
  | { kind: 'wallet'; group: CatalogueGroup; wallet: WalletCatalogueEntry }

/**
 * What the wallet list is built from.
 * @example
 * const input: ConnectWalletRowsInput = { connectors, recent, featured, custom: [], recommended, order }
 */
export type ConnectWalletRowsInput = {
  connectors: readonly Connector[]
  recent: readonly WalletCatalogueEntry[]
  featured: readonly WalletCatalogueEntry[]
  custom: readonly WalletCatalogueEntry[]
  recommended: readonly WalletCatalogueEntry[]
  order: readonly ConnectorGroup[]
}

/**
 * The Connect view's wallet list in `connectorTypeOrder` (spec §1): connectors as
 * {@link orderConnectors} ranks them, and the featured, custom and recommended wallets at their
 * groups' places. A catalogue wallet the browser already announces shows once, as its installed
 * connector; a wallet in several catalogue groups shows in the first of them in the order.
 * Groups the order leaves out come last, as in {@link orderConnectors}.
 * @example
 * connectWalletRows({ connectors, recent, featured, custom, recommended, order: CONNECTOR_TYPE_ORDER })
 */
export function connectWalletRows(input: ConnectWalletRowsInput): ConnectWalletRow[] {
  const { connectors, order } = input
  const rank = (group: ConnectorGroup) => {
    const index = order.indexOf(group)
    return index === -1 ? order.length : index
  }
  const connectorRows = orderConnectors(connectors, input.recent, order).map(
    (row): ConnectWalletRow => ({ kind: 'connector', ...row }),
  )
  const groups: CatalogueGroup[] = (['featured', 'custom', 'recommended'] as const)
    .slice()
    .sort((a, b) => rank(a) - rank(b))
  const seen = new Set<string>()
  const walletRows: ConnectWalletRow[] = []
  for (const group of groups) {
    for (const wallet of input[group]) {
      if (seen.has(wallet.id) || isWalletInstalled(wallet, connectors)) continue
      seen.add(wallet.id)
      walletRows.push({ kind: 'wallet', group, wallet })
    }
  }
  // Both lists are already in rank order; a stable sort interleaves them by group.
  return [...connectorRows, ...walletRows]
    .map((row, index) => ({ row, index }))
    .sort((a, b) => rank(a.row.group) - rank(b.row.group) || a.index - b.index)
    .map(({ row }) => row)
}
