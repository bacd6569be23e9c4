import { STARTUP_STORAGE_KEYS, type WalletCatalogueEntry } from '@portico/common'
import type { PorticoInternals } from '../client/PorticoInternals'
import { addRecentWallet } from '../rules/addRecentWallet'
import type { WalletPlatform } from '../types/PorticoEvent'

/**
 * The user picked a wallet: it becomes the connection's recent wallet and heads the persisted
 * recent list (2, newest first, unique). Emits SELECT_WALLET.
 * @example
 * selectWallet(internals, wallet, 'qrcode')
 */
export function selectWallet(
  internals: PorticoInternals,
  wallet: WalletCatalogueEntry,
  platform: WalletPlatform,
): void {
  const { stores, storage } = internals
  const recent = addRecentWallet(stores.wallets.getState().recent, wallet)
  stores.wallets.getState().setRecent(recent)
  storage.set(STARTUP_STORAGE_KEYS.recentWallets, recent)
  stores.connection.getState().setRecentWallet(wallet)
  stores.events
    .getState()
    .emit({ event: 'SELECT_WALLET', properties: { name: wallet.name, platform } })
}
