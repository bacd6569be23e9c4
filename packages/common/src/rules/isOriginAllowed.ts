import { matchWildcard } from './matchWildcard'

type OriginPattern = { scheme: string | undefined; host: string; port: string | undefined }

const DEFAULT_PORTS: Record<string, string> = { http: '80', https: '443', ws: '80', wss: '443' }

function parsePattern(raw: string): OriginPattern {
  let rest = raw.trim().toLowerCase().replace(/\/+$/, '')
  const scheme = /^([a-z*][a-z0-9+.*-]*):\/\//.exec(rest)
  if (scheme) rest = rest.slice(scheme[0].length)
  const port = /:(\d+|\*)$/.exec(rest)
  if (port) rest = rest.slice(0, port.index)
  return { scheme: scheme?.[1], host: rest, port: port?.[1] }
}

function matches(pattern: OriginPattern, url: URL): boolean {
  const scheme = url.protocol.slice(0, -1)
  if (pattern.scheme !== undefined && !matchWildcard(pattern.scheme, scheme)) return false
  if (pattern.host.includes('/') || !matchWildcard(pattern.host, url.hostname)) return false
  const port = url.port || DEFAULT_PORTS[scheme] || ''
  if (pattern.port === '*') return true
  if (pattern.port !== undefined) return pattern.port === port
  // No port in the pattern: only the default port of the pattern's (or the origin's) scheme.
  return url.port === '' || DEFAULT_PORTS[pattern.scheme ?? scheme] === port
}

/**
 * Whether an origin matches an allowlist (spec §5). Patterns are origins where '*' is a wildcard
 * in scheme, host or port: 'https://app.example.com', 'https://*.example.com', '*.vercel.app'
 * (any scheme), 'http://localhost:*' (any port), '*' (everything). A pattern without a port
 * allows only the default port; matching is case-insensitive; unparsable origins never match.
 * @example
 * isOriginAllowed('https://pr-12.vercel.app', ['*.vercel.app']) // true
 * isOriginAllowed('https://example.com:8443', ['https://example.com']) // false
 */
export function isOriginAllowed(origin: string, allowlist: readonly string[]): boolean {
  if (!URL.canParse(origin)) return false
  const url = new URL(origin)
  return allowlist.some((raw) => raw.trim() === '*' || matches(parsePattern(raw), url))
}
