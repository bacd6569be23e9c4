/**
 * Whether a JWT `aud` names a relay: a ws:// or wss:// URL. Clients sign the relay URL they were
 * configured with, so host and port are only checked when `allowedHosts` is non-empty.
 * @example
 * isRelayAudience('ws://127.0.0.1:8788', []) // true
 */
export function isRelayAudience(aud: string, allowedHosts: readonly string[]): boolean {
  let url: URL
  try {
    url = new URL(aud)
  } catch {
    return false
  }
  if (url.protocol !== 'ws:' && url.protocol !== 'wss:') return false
  return allowedHosts.length === 0 || allowedHosts.includes(url.hostname)
}
