/**
 * Whether a client address is this machine's own: 127.0.0.0/8, ::1, or an IPv4-mapped
 * loopback (`::ffff:127.0.0.1`, what a dual-stack socket reports).
 * @example
 * isLoopbackAddress('::ffff:127.0.0.1') // true
 * isLoopbackAddress('203.0.113.7') // false
 */
export function isLoopbackAddress(address: string): boolean {
  const bare = address
    .trim()
    .toLowerCase()
    .replace(/^::ffff:/, '')
  return bare === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(bare)
}
