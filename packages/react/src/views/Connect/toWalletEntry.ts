import type { WalletCatalogueEntry } from '@portico/common'
import type { Connector } from '@portico/core'

/**
 * A catalogue-shaped record of a connector, so picking an injected wallet lands in the recent
 * wallets like a catalogue wallet does.
 * @example
 * client.selectWallet(toWalletEntry(connector), 'browser')
 */
export function toWalletEntry(connector: Connector): WalletCatalogueEntry {
  return {
    id: connector.explorerId ?? connector.id,
    name: connector.name,
    ...(connector.rdns ? { rdns: connector.rdns } : {}),
    ...(connector.imageUrl ? { image_url: connector.imageUrl } : {}),
  }
}
