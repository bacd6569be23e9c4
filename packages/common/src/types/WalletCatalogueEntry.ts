import type { CaipNetworkId } from './Caip'

/**
 * A wallet record of the wallet-catalogue API (`/getWallets`).
 * @example
 * const w: WalletCatalogueEntry = { id: 'test', name: 'Test Wallet', chains: ['eip155:1'] }
 */
export type WalletCatalogueEntry = {
  id: string
  name: string
  image_id?: string
  image_url?: string
  rdns?: string | null
  chains?: CaipNetworkId[]
  mobile_link?: string | null
  desktop_link?: string | null
  webapp_link?: string | null
  app_store?: string | null
  play_store?: string | null
  chrome_store?: string | null
  homepage?: string | null
  badge_type?: 'certified' | 'none'
  order?: number
  display_index?: number
  link_mode?: string | null
  injected?: { namespace: string; injected_id: string }[] | null
  supports_wc?: boolean
  supports_wcpay?: boolean
  description?: string
}
