const ALWAYS_ALLOWED_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

function patternToRegExp(pattern: string): RegExp {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')
  return new RegExp(`^${escaped}$`, 'i')
}

/**
 * Whether a page origin passes a project's allowlist. Patterns use `*` as a wildcard; a pattern
 * without a scheme matches the origin's host. An empty list allows every origin, and
 * localhost and 127.0.0.1 are always allowed (spec §5, api-shapes "allowed origins").
 * @example
 * isOriginAllowedByList('https://app.example.com', ['https://*.example.com']) // true
 */
export function isOriginAllowedByList(origin: string, patterns: readonly string[]): boolean {
  if (patterns.length === 0) return true
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    return false
  }
  if (ALWAYS_ALLOWED_HOSTS.has(url.hostname)) return true
  return patterns.some((pattern) =>
    patternToRegExp(pattern.replace(/\/+$/, '')).test(
      pattern.includes('://') ? url.origin : url.host,
    ),
  )
}
