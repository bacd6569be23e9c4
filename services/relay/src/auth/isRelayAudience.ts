/**
 * Whether a JWT `aud` names this relay: a ws:// or wss:// URL whose host is one of
 * `allowedHosts`. An entry `host:port` must match both (the URL's port defaults to 80 / 443 by
 * scheme); an entry `host` matches any port; `*` matches any host. Names compare
 * case-insensitively, IPv6 addresses in brackets (`[::1]:8788`).
 * @example
 * isRelayAudience('ws://127.0.0.1:8788', ['127.0.0.1:8788']) // true
 */
export function isRelayAudience(aud: string, allowedHosts: readonly string[]): boolean {
  let url: URL
  try {
    url = new URL(aud)
  } catch {
    return false
  }
  if (url.protocol !== 'ws:' && url.protocol !== 'wss:') return false
  const port = url.port || (url.protocol === 'wss:' ? '443' : '80')
  return allowedHosts.some((entry) => {
    if (entry === '*') return true
    const allowed = parseHostEntry(entry)
    return (
      allowed !== undefined &&
      allowed.hostname === url.hostname &&
      (allowed.port === '' || allowed.port === port)
    )
  })
}

function parseHostEntry(entry: string): { hostname: string; port: string } | undefined {
  try {
    // A scheme without a default port keeps an explicit :80 / :443 as given.
    const url = new URL(`relay-host://${entry.trim().toLowerCase()}`)
    return { hostname: url.hostname, port: url.port }
  } catch {
    return undefined
  }
}
