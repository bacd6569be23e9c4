import type { WalletCatalogueEntry } from '@portico/common'
import { toWalletLink } from '@portico/walletconnect'
import type { Translator } from '../../i18n/Translator'

/**
 * One way to open a wallet with the pairing uri: its native app (deep link on a phone, desktop
 * link on a computer) or its web app.
 * @example
 * const link: WalletLink = { platform: 'web', label: 'Open Safe', href: 'https://app.safe.global/wc?uri=…' }
 */
export type WalletLink = { platform: 'mobile' | 'desktop' | 'web'; label: string; href: string }

/**
 * The links that open `wallet` with the pairing uri, native app first: its `mobile_link` on a
 * phone or its `desktop_link` on a computer (never the other device's), then its `webapp_link`.
 * Empty while there is no uri.
 * @example
 * walletLinks(wallet, wcUri, { isMobile: false }, t)
 * // [{ platform: 'web', label: 'Open Portico Test Wallet', href: 'http://127.0.0.1:5174/wc?uri=…' }]
 */
export function walletLinks(
  wallet: WalletCatalogueEntry,
  uri: string | undefined,
  { isMobile }: { isMobile: boolean },
  t: Translator['t'],
): WalletLink[] {
  if (!uri) return []
  const links: WalletLink[] = []
  // A link that is not safe to open (toWalletLink gives none) is left out, not shown broken.
  const nativeHref = (isMobile ? wallet.mobile_link : wallet.desktop_link) ?? undefined
  const native = nativeHref && toWalletLink(nativeHref, uri)
  if (native) {
    links.push({
      platform: isMobile ? 'mobile' : 'desktop',
      label: t('connect.wc.open', { wallet: wallet.name }),
      href: native,
    })
  }
  const web = wallet.webapp_link ? toWalletLink(wallet.webapp_link, uri) : undefined
  if (web) {
    links.push({
      platform: 'web',
      // Two buttons need two names; a lone web app is simply the way to open the wallet.
      label: t(native ? 'connect.wc.openWebApp' : 'connect.wc.open', { wallet: wallet.name }),
      href: web,
    })
  }
  return links
}
