// RFC 3986 building blocks, kept as source strings so they compose into anchored patterns.
const UNRESERVED = 'A-Za-z0-9\\-._~'
const SUB_DELIMS = "!$&'()*+,;="
const PCT_ENCODED = '%[0-9A-Fa-f]{2}'
export const PCHAR = `(?:[${UNRESERVED}${SUB_DELIMS}:@]|${PCT_ENCODED})`
export const SCHEME = '[A-Za-z][A-Za-z0-9+.\\-]*'
const USERINFO = `(?:[${UNRESERVED}${SUB_DELIMS}:]|${PCT_ENCODED})*`
const IP_LITERAL = `\\[(?:[0-9A-Fa-f:.]+|[vV][0-9A-Fa-f]+\\.[${UNRESERVED}${SUB_DELIMS}:]+)\\]`
const REG_NAME = `(?:[${UNRESERVED}${SUB_DELIMS}]|${PCT_ENCODED})*`
const AUTHORITY = `(?:${USERINFO}@)?(${IP_LITERAL}|${REG_NAME})(?::[0-9]*)?`
const PATH_ABEMPTY = `(?:/${PCHAR}*)*`
const PATH_ABSOLUTE = `/(?:${PCHAR}+(?:/${PCHAR}*)*)?`
const PATH_ROOTLESS = `${PCHAR}+(?:/${PCHAR}*)*`
const QUERY = `(?:${PCHAR}|[/?])*`

const authorityPattern = new RegExp(`^${AUTHORITY}$`)
const uriPattern = new RegExp(
  `^${SCHEME}:(?://${AUTHORITY}${PATH_ABEMPTY}|${PATH_ABSOLUTE}|${PATH_ROOTLESS}|)(?:\\?${QUERY})?(?:#${QUERY})?$`,
)

const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/

function isIpv6(value: string): boolean {
  const halves = value.split('::')
  if (halves.length > 2) return false
  const groups = halves.flatMap((half) => (half === '' ? [] : half.split(':')))
  const last = groups.at(-1) ?? ''
  // An embedded IPv4 tail counts as two 16-bit groups.
  const hasIpv4Tail = last.includes('.')
  if (hasIpv4Tail && !IPV4.test(last)) return false
  const hexGroups = hasIpv4Tail ? groups.slice(0, -1) : groups
  if (!hexGroups.every((group) => /^[0-9A-Fa-f]{1,4}$/.test(group))) return false
  const size = hexGroups.length + (hasIpv4Tail ? 2 : 0)
  return halves.length === 2 ? size < 8 : size === 8
}

function isValidHost(host: string | undefined): boolean {
  if (host === undefined || !host.startsWith('[') || /^\[[vV]/.test(host)) return true
  return isIpv6(host.slice(1, -1))
}

/**
 * Whether a string is an RFC 3986 authority (`[userinfo@]host[:port]`), as EIP-4361 requires of
 * `domain`. The empty authority is rejected.
 * @example
 * isAuthority('example.com:3388') // true
 * isAuthority('example.com/login') // false
 */
export function isAuthority(value: string): boolean {
  if (value === '') return false
  const match = authorityPattern.exec(value)
  return match !== null && isValidHost(match[1])
}

/**
 * Whether a string is an absolute RFC 3986 URI (`scheme:hier-part[?query][#fragment]`).
 * @example
 * isUri('https://example.com/login') // true
 * isUri('example.com') // false
 */
export function isUri(value: string): boolean {
  const match = uriPattern.exec(value)
  return match !== null && isValidHost(match[1])
}
