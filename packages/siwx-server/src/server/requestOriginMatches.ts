/**
 * The origin a sign-in is for, `scheme://domain` of the message, provided it agrees with the
 * browser's `Origin` header when the request carries one (a page cannot sign users into
 * another site). Without the header (server-to-server), the message's own scheme or https.
 * @example
 * requestOriginMatches('http://127.0.0.1:5173', '127.0.0.1:5173', undefined) // 'http://127.0.0.1:5173'
 * requestOriginMatches('https://evil.example', 'example.com', undefined) // undefined
 */
export function requestOriginMatches(
  requestOrigin: string | undefined,
  domain: string,
  scheme: string | undefined,
): string | undefined {
  if (requestOrigin === undefined) return `${scheme ?? 'https'}://${domain}`
  let url: URL
  try {
    url = new URL(requestOrigin)
  } catch {
    return undefined
  }
  if (url.host.toLowerCase() !== domain.toLowerCase()) return undefined
  if (scheme !== undefined && `${scheme.toLowerCase()}:` !== url.protocol) return undefined
  return url.origin
}
