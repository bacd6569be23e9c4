import type { WalletCatalogueEntry } from '@portico/common'
import type { Connector } from '../types/Connector'

const INSTALLED_TYPES: readonly Connector['type'][] = ['ANNOUNCED', 'INJECTED']

/**
 * Whether a catalogue wallet is installed: an announced or injected connector names it by
 * reverse-DNS id (`rdns` or the announcement's `info.rdns`), by catalogue id (`explorerId`), or
 * carries its id or rdns as connector id.
 * @example
 * isWalletInstalled(metamask, portico.stores.connectors.getState().connectors) // true with MetaMask announced
 */
export function isWalletInstalled(
  wallet: WalletCatalogueEntry,
  connectors: readonly Connector[],
): boolean {
  const { id, rdns } = wallet
  return connectors.some((connector) => {
    if (!INSTALLED_TYPES.includes(connector.type)) return false
    if (connector.explorerId === id || connector.id === id) return true
    if (!rdns) return false
    return connector.rdns === rdns || connector.info?.rdns === rdns || connector.id === rdns
  })
}

/**
 * The wallets with the installed ones first, each group in its original order.
 * @example
 * const list = sortInstalledFirst(state.wallets, connectors)
 */
export function sortInstalledFirst(
  wallets: readonly WalletCatalogueEntry[],
  connectors: readonly Connector[],
): WalletCatalogueEntry[] {
  const installed = wallets.filter((wallet) => isWalletInstalled(wallet, connectors))
  return [...installed, ...wallets.filter((wallet) => !installed.includes(wallet))]
}
