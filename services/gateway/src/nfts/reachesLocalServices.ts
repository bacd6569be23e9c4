import { BlockList, isIP } from 'node:net'

// Where a metadata read must never land: this machine, the link-local range that holds the
// clouds' metadata services (169.254.169.254), the unspecified address, and the metadata
// services that live elsewhere (Alibaba's 100.100.100.200, AWS's IPv6 fd00:ec2::254).
const LOCAL_V4 = [
  ['0.0.0.0', 8],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['100.100.100.200', 32],
] as const
const LOCAL_V6 = [
  ['::', 128],
  ['::1', 128],
  ['fe80::', 10],
  ['fd00:ec2::254', 128],
  ['::ffff:127.0.0.0', 104],
  ['::ffff:169.254.0.0', 112],
] as const

// Built on each call (a config check, not a hot path), so importing the module does nothing.
function localServices(): BlockList {
  const local = new BlockList()
  for (const [net, prefix] of LOCAL_V4) local.addSubnet(net, prefix, 'ipv4')
  for (const [net, prefix] of LOCAL_V6) local.addSubnet(net, prefix, 'ipv6')
  return local
}

/**
 * Whether an address or CIDR range (as `nftMetadata.allowedAddresses` takes them) overlaps
 * loopback, link-local or a cloud metadata service: letting it through would let any contract's
 * token URI make the gateway read those. Private ranges of a network (an internal metadata
 * mirror on 10.1.2.3) do not count.
 * @example
 * reachesLocalServices('169.254.0.0/16') // true
 * reachesLocalServices('10.1.2.3') // false
 */
export function reachesLocalServices(entry: string): boolean {
  const [ip = '', bits] = entry.split('/')
  const family = isIP(ip)
  if (family === 0) return false
  const type = family === 4 ? 'ipv4' : 'ipv6'
  const prefix = bits === undefined ? (family === 4 ? 32 : 128) : Number(bits)
  const range = new BlockList()
  range.addSubnet(ip, prefix, type)
  // Two ranges overlap exactly when one holds the other's first address.
  const dangers = family === 4 ? LOCAL_V4 : LOCAL_V6
  return localServices().check(ip, type) || dangers.some(([net]) => range.check(net, type))
}
