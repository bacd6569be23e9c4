import { isLoopbackHost } from './isLoopbackHost'

/**
 * The wallet app schemes a catalogue link may use besides https: the schemes of the wallets the
 * shipped catalogue lists. A wallet added with a scheme of its own adds it here.
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
 * Whether a wallet's link in the catalogue may be served by the gateway and rendered by the kit:
 * an https URL, or a link in one of {@link WALLET_APP_SCHEMES}, without whitespace or control
 * characters. Anything else — `intent:`, `search-ms:`, `ms-msdt:`, `javascript:` and every other
 * scheme that reaches the device rather than a wallet — is refused, and so is plain `http:`,
 * except to a wallet web app on this machine when `loopbackHttp` is set (the dev stack's test
 * wallet, which the gateway serves only from its development config).
 * @example
 * isCatalogueLink('metamask://wc') // true
 * isCatalogueLink('search-ms:query=x') // false
 * isCatalogueLink('http://127.0.0.1:5174', { loopbackHttp: true }) // true
 */
export function isCatalogueLink(value: string, options: { loopbackHttp?: boolean } = {}): boolean {
  // Control characters and whitespace have no place in a link (and hide tricks).
  if ([...value].some((char) => char.charCodeAt(0) <= 0x20 || char.charCodeAt(0) === 0x7f)) {
    return false
  }
  const scheme = /^([a-zA-Z0-9][a-zA-Z0-9+.-]*):/.exec(value)?.[1]?.toLowerCase()
  if (scheme === 'https') return URL.canParse(value)
  if (scheme === 'http') {
    return (
      options.loopbackHttp === true &&
      URL.canParse(value) &&
      isLoopbackHost(new URL(value).hostname)
    )
  }
  return scheme !== undefined && WALLET_APP_SCHEMES.has(scheme)
}
