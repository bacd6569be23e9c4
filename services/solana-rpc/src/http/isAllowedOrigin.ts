import { isIPv4 } from 'node:net'

/**
 * Whether a WebSocket upgrade's `Origin` may subscribe: no Origin (a non-browser client: the
 * SDKs on Node, wallets' back ends), a loopback page (`localhost`, `*.localhost`, `127.0.0.0/8`,
 * `[::1]`, any port or scheme), or one of `allowed` (exact origins such as
 * `https://demo.example.org`). Every other page is refused, so a site the developer happens to
 * visit cannot drive the local chain from the browser.
 * @example
 * isAllowedOrigin('http://localhost:5173', []) // true
 * isAllowedOrigin('https://evil.example', []) // false
 */
export function isAllowedOrigin(origin: string | undefined, allowed: readonly string[]): boolean {
  if (origin === undefined) return true
  if (allowed.includes(origin)) return true
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    return false
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false
  const host = url.hostname
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    (isIPv4(host) && host.startsWith('127.'))
  )
}
