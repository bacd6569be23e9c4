import type { WalletCatalogueEntry } from '@portico/common'
import type { Translator } from '../../i18n/Translator'

/**
 * Where a visitor gets a wallet they do not have yet.
 * @example
 * const link: WalletStoreLink = { label: 'Get Rainbow', href: 'https://apps.apple.com/app/rainbow' }
 */
export type WalletStoreLink = { label: string; href: string }

/** The device a store link is for: a desktop browser, an iPhone/iPad, or an Android phone. */
export type StorePlatform = 'desktop' | 'ios' | 'android'

/**
 * The link that gets `wallet` for this device: the browser extension store on a computer, the
 * App Store on iOS, Google Play on Android, its homepage otherwise. Only https links are used:
 * catalogue data is not trusted to carry a safe scheme.
 * @example
 * walletStoreLink({ id: 'x', name: 'Rainbow', chrome_store: 'https://chrome.google.com/…' }, 'desktop', t)
 * // { label: 'Get Rainbow', href: 'https://chrome.google.com/…' }
 */
export function walletStoreLink(
  wallet: WalletCatalogueEntry,
  platform: StorePlatform,
  t: Translator['t'],
): WalletStoreLink | undefined {
  const store = { desktop: wallet.chrome_store, ios: wallet.app_store, android: wallet.play_store }
  const href = [store[platform], wallet.homepage].find(isHttpsUrl)
  return href ? { label: t('connect.wc.get', { wallet: wallet.name }), href } : undefined
}

function isHttpsUrl(value: string | null | undefined): value is string {
  if (!value || !URL.canParse(value)) return false
  return new URL(value).protocol === 'https:'
}

/**
 * The store platform of this browser, from its user agent: iOS (including iPadOS, which
 * reports a Mac with touch), Android, or desktop.
 * @example
 * storePlatform(navigator.userAgent, navigator.maxTouchPoints) // 'ios' on an iPhone
 */
export function storePlatform(userAgent: string, maxTouchPoints = 0): StorePlatform {
  if (/iPhone|iPad|iPod/.test(userAgent)) return 'ios'
  if (/Macintosh/.test(userAgent) && maxTouchPoints > 1) return 'ios'
  if (/Android/.test(userAgent)) return 'android'
  return 'desktop'
}
