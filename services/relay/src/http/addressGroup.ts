import { isIPv4, isIPv6 } from 'node:net'

/**
 * The key one address's connections and stored bytes are counted under: an IPv4 address as
 * is (also when written IPv4-mapped, `::ffff:1.2.3.4`), an IPv6 address by its /64 prefix,
 * since one subscriber line is usually handed a whole /64.
 * @example
 * addressGroup('2001:db8::1') // '2001:db8:0:0::/64'
 */
export function addressGroup(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped?.[1]) return mapped[1]
  if (!isIPv6(address)) return address
  const groups = expandIpv6(address.toLowerCase())
  return `${groups.slice(0, 4).join(':')}::/64`
}

function expandIpv6(address: string): string[] {
  const [head = '', tail] = address.split('::')
  const split = (part: string) => (part === '' ? [] : part.split(':').flatMap(embeddedIpv4))
  const left = split(head)
  const right = tail === undefined ? [] : split(tail)
  const zeros = Array.from({ length: 8 - left.length - right.length }, () => '0')
  return [...left, ...zeros, ...right].map((group) => group.replace(/^0+(?=.)/, ''))
}

// `::1.2.3.4` style tails are two 16-bit groups.
function embeddedIpv4(group: string): string[] {
  if (!isIPv4(group)) return [group]
  const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number)
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)]
}
