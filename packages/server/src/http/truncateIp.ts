import { isIPv4, isIPv6 } from 'node:net'

function ipv6Groups(ip: string): number[] | undefined {
  const [head = '', tail] = ip.split('::')
  const parse = (part: string) => (part === '' ? [] : part.split(':'))
  const left = parse(head)
  const right = tail === undefined ? [] : parse(tail)
  // An embedded IPv4 tail (::ffff:1.2.3.4) is two groups.
  const last = right.length > 0 ? right : left
  const v4 = last[last.length - 1]
  if (v4 !== undefined && isIPv4(v4)) {
    const [a = 0, b = 0, c = 0, d = 0] = v4.split('.').map(Number)
    last.splice(last.length - 1, 1, ((a << 8) | b).toString(16), ((c << 8) | d).toString(16))
  }
  const missing = 8 - left.length - right.length
  if (missing < 0 || (tail === undefined && missing !== 0)) return undefined
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((g) => Number.parseInt(g, 16))
}

function maskBits(values: number[], bitsPer: number, keep: number): number[] {
  return values.map((value, i) => {
    const bits = Math.min(bitsPer, Math.max(0, keep - i * bitsPer))
    return bits === 0 ? 0 : value & (((1 << bits) - 1) << (bitsPer - bits))
  })
}

/**
 * An IP address cut to its network: the first `v4Bits` of an IPv4 address (an IPv4-mapped IPv6
 * address counts as IPv4), the first `v6Bits` of an IPv6 one, the rest zero; `'unknown'` for
 * anything else. With the defaults (/24, /48) what is stored no longer names one subscriber;
 * /32 and /64 key a rate limit on one client (one IPv6 host holds a whole /64).
 * @example
 * truncateIp('203.0.113.77') // '203.0.113.0'
 * truncateIp('2001:db8:1234:5678::1') // '2001:db8:1234::'
 * truncateIp('2001:db8:1234:5678::1', { v6Bits: 64 }) // '2001:db8:1234:5678::'
 */
export function truncateIp(ip: string, options: { v4Bits?: number; v6Bits?: number } = {}): string {
  const { v4Bits = 24, v6Bits = 48 } = options
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1]
  const v4 = mapped ?? ip
  if (isIPv4(v4)) return maskBits(v4.split('.').map(Number), 8, v4Bits).join('.')
  if (!isIPv6(ip)) return 'unknown'
  const groups = ipv6Groups(ip.split('%')[0] ?? ip)
  if (!groups) return 'unknown'
  const masked = maskBits(groups, 16, v6Bits).map((g) => g.toString(16))
  // The shortest form: the longest run of zero groups (at least two) becomes '::'.
  const text = masked.join(':')
  const runs = [...text.matchAll(/(?:^|:)0(?::0)+(?=:|$)/g)]
  const longest = runs.sort((a, b) => b[0].length - a[0].length)[0]
  if (!longest) return text
  const start = longest.index
  const end = start + longest[0].length
  return `${text.slice(0, start)}::${text.slice(end).replace(/^:/, '')}`
}
