import type { ConnectorGroup, WalletCatalogueEntry } from '@portico/common'
import type { Connector } from '@portico/core'

/**
 * One row of the Connect view's wallet list.
 * @example
 * const row: ConnectorRow = { group: 'injected', connector, installed: true, recent: false }
 */
export type ConnectorRow = {
  group: ConnectorGroup
  connector: Connector
  installed: boolean
  recent: boolean
}

/**
 * The group a connector belongs to, or undefined for connectors the wallet list does not show
 * (the embedded wallet has its own email and social sections).
 * @example
 * groupOf({ type: 'ANNOUNCED', … }, false) // 'injected'
 */
export function groupOf(connector: Connector, recent: boolean): ConnectorGroup | undefined {
  if (connector.type === 'AUTH') return undefined
  if (connector.type === 'WALLET_CONNECT') return 'walletConnect'
  if (recent) return 'recent'
  if (connector.type === 'EXTERNAL') return 'external'
  return 'injected'
}

/**
 * Whether a connector is one of the recently used wallets (matched by id, rdns or catalogue id).
 * @example
 * isRecent(connector, portico.stores.wallets.getState().recent)
 */
export function isRecent(connector: Connector, recent: readonly WalletCatalogueEntry[]): boolean {
  return recent.some(
    (wallet) =>
      wallet.id === connector.id ||
      wallet.id === connector.explorerId ||
      (!!wallet.rdns && wallet.rdns === connector.rdns),
  )
}

/**
 * The connectors in the order of `connectorTypeOrder` (spec §1), recent ones first within the
 * 'recent' group in recency order, one row per wallet (a wallet on several chains shows once).
 * @example
 * orderConnectors(connectors, recentWallets, DEFAULT_FEATURES.connectorTypeOrder)
 */
export function orderConnectors(
  connectors: readonly Connector[],
  recent: readonly WalletCatalogueEntry[],
  order: readonly ConnectorGroup[],
): ConnectorRow[] {
  const seen = new Set<string>()
  const rows: ConnectorRow[] = []
  for (const connector of connectors) {
    const key = connector.rdns ?? `${connector.type}:${connector.name}`
    if (seen.has(key)) continue
    const isRecentWallet = isRecent(connector, recent)
    const group = groupOf(connector, isRecentWallet)
    if (!group) continue
    seen.add(key)
    rows.push({
      group,
      connector,
      installed: connector.type === 'ANNOUNCED' || connector.type === 'INJECTED',
      recent: isRecentWallet,
    })
  }
  const rank = (row: ConnectorRow) => {
    const index = order.indexOf(row.group)
    return index === -1 ? order.length : index
  }
  const recency = (row: ConnectorRow) =>
    row.recent ? recent.findIndex((wallet) => isRecent(row.connector, [wallet])) : 0
  return rows
    .map((row, index) => ({ row, index }))
    .sort(
      (a, b) => rank(a.row) - rank(b.row) || recency(a.row) - recency(b.row) || a.index - b.index,
    )
    .map(({ row }) => row)
}
