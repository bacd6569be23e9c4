/**
 * Whether a listen address only accepts connections from this machine: localhost, the IPv4
 * loopback range 127.0.0.0/8, or ::1 (brackets allowed). A service listening anywhere else must
 * not build links from the request's Host header.
 * @example
 * isLoopbackHost('127.0.0.1') // true
 * isLoopbackHost('0.0.0.0') // false
 */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase()
  return bare === 'localhost' || bare === '::1' || /^127(\.\d{1,3}){3}$/.test(bare)
}
