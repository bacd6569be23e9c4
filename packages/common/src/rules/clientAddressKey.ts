const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/
const GROUP = /^[0-9a-f]{1,4}$/

/**
 * The key a per-client rate limit counts an address under: an IPv4 address as it is (also when
 * written IPv4-mapped, `::ffff:1.2.3.4`), an IPv6 address by its /64 prefix — one subscriber
 * line or host is usually handed a whole /64, so counting single IPv6 addresses would let one
 * client take 2^64 fresh buckets. Anything that is not an address is returned unchanged. Pure
 * (no `node:net`), so browsers and services share the one rule.
 * @example
 * clientAddressKey('2001:db8:0:1::7') // '2001:db8:0:1::/64'
 * clientAddressKey('::ffff:203.0.113.7') // '203.0.113.7'
 */
export function clientAddressKey(address: string): string {
  const bare = address.trim().toLowerCase().split('%')[0] ?? ''
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare)?.[1]
  if (mapped !== undefined && IPV4.test(mapped)) return mapped
  if (IPV4.test(bare)) return bare
  const groups = ipv6Groups(bare)
  if (!groups) return address
  return `${groups.slice(0, 4).join(':')}::/64`
}

// The eight groups of an IPv6 address without leading zeros, or undefined when it is not one.
function ipv6Groups(address: string): string[] | undefined {
  if (!address.includes(':')) return undefined
  const halves = address.split('::')
  if (halves.length > 2) return undefined
  const split = (part: string | undefined) =>
    part === undefined || part === '' ? [] : part.split(':').flatMap(embeddedIpv4)
  const left = split(halves[0])
  const right = split(halves[1])
  if (left.includes(undefined) || right.includes(undefined)) return undefined
  const missing = 8 - left.length - right.length
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined
  const all = [...left, ...Array<string>(missing).fill('0'), ...right] as string[]
  if (!all.every((group) => GROUP.test(group))) return undefined
  return all.map((group) => group.replace(/^0+(?=.)/, ''))
}

// A dotted IPv4 tail (`64:ff9b::192.0.2.1`) is two 16-bit groups.
function embeddedIpv4(group: string): (string | undefined)[] {
  if (!group.includes('.')) return [group]
  if (!IPV4.test(group)) return [undefined]
  const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number)
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)]
}
