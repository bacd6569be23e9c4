import type { RouterView } from '../types/RouterView'

/**
 * The view `open()` shows (spec §2): Account when connected, else Connect; with no adapters
 * (WalletConnect only) AllWallets on mobile and ConnectingWalletConnectBasic on desktop.
 * @example
 * getOpenView({ connected: false, hasAdapters: false, isMobile: true }) // { view: 'AllWallets' }
 */
export function getOpenView(params: {
  connected: boolean
  hasAdapters: boolean
  isMobile: boolean
}): RouterView {
  if (params.connected) return { view: 'Account' }
  if (params.hasAdapters) return { view: 'Connect' }
  return params.isMobile ? { view: 'AllWallets' } : { view: 'ConnectingWalletConnectBasic' }
}
