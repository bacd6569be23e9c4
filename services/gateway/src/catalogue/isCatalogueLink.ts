import { isSafeWalletLink } from '@portico/common'

/**
 * The wallet app schemes a catalogue link may use besides https: the schemes of the wallets the
 * catalogue lists. A wallet added with a scheme of its own adds it here.
 * @example WALLET_APP_SCHEMES.has('metamask') // true
 */
export const WALLET_APP_SCHEMES: ReadonlySet<string> = new Set([
  '1inch',
  'bitkeep',
  'bnc',
  'cbwallet',
  'dfw',
  'exodus',
  'imtokenv2',
  'ledgerlive',
  'metamask',
  'okex',
  'onekey-wallet',
  'phantom',
  'rainbow',
  'safepalwallet',
  'tpoutside',
  'trust',
  'uniswap',
  'zerion',
])

/**
 * Whether a wallet's link in the catalogue file may be served: an https URL, or a link in one of
 * {@link WALLET_APP_SCHEMES} (which also passes common's isSafeWalletLink: no control characters).
 * Anything else — `http:`, `intent:`, `search-ms:` and other schemes that reach the device rather
 * than a wallet — is refused; the dev stack's local test wallet comes from the config instead.
 * @example
 * isCatalogueLink('metamask://wc') // true
 * isCatalogueLink('search-ms:query=x') // false
 */
export function isCatalogueLink(value: string): boolean {
  const scheme = /^([a-zA-Z0-9][a-zA-Z0-9+.-]*):/.exec(value)?.[1]?.toLowerCase()
  if (scheme === 'https') return URL.canParse(value) && !/\s/.test(value)
  return scheme !== undefined && WALLET_APP_SCHEMES.has(scheme) && isSafeWalletLink(value)
}
