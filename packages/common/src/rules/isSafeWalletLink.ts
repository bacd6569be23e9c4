/** Schemes a catalogue link must never carry: they run code or reach local data in the page. */
const BLOCKED_SCHEMES = new Set(['javascript', 'data', 'vbscript', 'file', 'blob', 'about'])
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

/**
 * Whether a wallet link from a catalogue may become a clickable href: an https URL, an http URL
 * on this machine (a wallet web app in a dev stack), or a wallet's own app scheme
 * (`metamask://`, `rainbow:`) that is none of javascript, data, vbscript, file, blob or about.
 * Catalogue data comes over the network: anything else is dropped, never rendered.
 * @example
 * isSafeWalletLink('metamask://') // true
 * isSafeWalletLink('javascript:alert(1)//://') // false
 */
export function isSafeWalletLink(value: string): boolean {
  // Real app schemes may start with a digit (1inch://), unlike RFC 3986 says.
  const match = /^([a-zA-Z0-9][a-zA-Z0-9+.-]*):/.exec(value.trim())
  if (!match?.[1]) return false
  const scheme = match[1].toLowerCase()
  if (BLOCKED_SCHEMES.has(scheme)) return false
  if (scheme === 'https') return URL.canParse(value)
  if (scheme === 'http') return URL.canParse(value) && LOOPBACK_HOSTS.has(new URL(value).hostname)
  // Control characters and whitespace have no place in an app link (and hide tricks).
  return ![...value].some((char) => char.charCodeAt(0) <= 0x20)
}
