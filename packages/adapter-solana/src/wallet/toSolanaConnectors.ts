import type { Connector } from '@portico/core'
import type { Wallet } from '@wallet-standard/base'

/**
 * Portico connectors for wallet-standard Solana wallets: announced wallets, identified by name
 * (wallet-standard has no other id).
 * @example
 * toSolanaConnectors(getWallets().get().filter(isSolanaWallet))
 */
export function toSolanaConnectors(wallets: readonly Wallet[]): Connector[] {
  return wallets.map((wallet) => ({
    id: wallet.name,
    name: wallet.name,
    imageUrl: wallet.icon,
    type: 'ANNOUNCED',
    chain: 'solana',
    info: { name: wallet.name, icon: wallet.icon },
  }))
}
