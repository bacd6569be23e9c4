import type { RouterView } from '@portico/core'
import type { WalletConnectPrepareStage } from '@portico/walletconnect'

/** The views where the visitor picks a wallet; the WalletConnect views pair themselves. */
const WALLET_CHOICE_VIEWS: ReadonlySet<RouterView['view']> = new Set(['Connect', 'AllWallets'])

/**
 * What to do about WalletConnect so that its QR code or wallet link is there the moment the
 * visitor asks. While a wallet list shows: on iOS Safari and in Telegram without a browser
 * wallet, `connect` (spec §4: status connecting while pairing, then connected; a wallet's link
 * must open in the tap that picks it, so its uri has to exist before); on a computer with no
 * browser wallet, where WalletConnect is the likely way in, a `pairing` ahead; otherwise the
 * `provider`. With the modal closed (its code loaded, the browser idle), the `provider` where
 * no browser wallet is there, nothing where one is. Nothing once connected.
 * @example
 * walletConnectWarmup({ open: true, view: 'Connect', connected: false, hasBrowserWallet: false, isMobile: false, pairsFirst: false }) // 'pairing'
 */
export function walletConnectWarmup(params: {
  open: boolean
  view: RouterView['view']
  connected: boolean
  hasBrowserWallet: boolean
  isMobile: boolean
  /** iOS Safari or Telegram's in-app browser (`isIosSafariOrTelegram`). */
  pairsFirst: boolean
}): WalletConnectPrepareStage | 'connect' | undefined {
  if (params.connected) return undefined
  if (!params.open) return params.hasBrowserWallet ? undefined : 'provider'
  if (!WALLET_CHOICE_VIEWS.has(params.view)) return undefined
  // In a wallet's own browser (a browser wallet there) the visitor connects through that.
  if (params.pairsFirst && !params.hasBrowserWallet) return 'connect'
  if (!params.isMobile && !params.hasBrowserWallet) return 'pairing'
  return 'provider'
}
