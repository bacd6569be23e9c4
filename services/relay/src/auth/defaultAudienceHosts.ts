import { hostname, networkInterfaces } from 'node:os'

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]']
const WILDCARDS = ['0.0.0.0', '::', '[::]', '']

/**
 * The hosts a JWT `aud` may name when none are configured: the address the relay listens on
 * with its port, and the loopback names of it (a relay on 127.0.0.1 is also `localhost` and
 * `[::1]`). A relay listening on every interface accepts each interface address and the
 * machine's host name as well. The SDK signs the relay URL it was given as `aud`, so a relay
 * behind a proxy or a public name needs `audienceHosts` set to that name.
 * @example
 * defaultAudienceHosts('127.0.0.1', 8788) // ['127.0.0.1:8788', 'localhost:8788', '[::1]:8788']
 */
export function defaultAudienceHosts(host: string, port: number): string[] {
  const bare = host.toLowerCase()
  const bracketed = bare.includes(':') && !bare.startsWith('[') ? `[${bare}]` : bare
  const hosts = new Set<string>()
  if (WILDCARDS.includes(bare)) {
    for (const name of LOOPBACK_NAMES) hosts.add(name)
    for (const address of Object.values(networkInterfaces()).flat()) {
      if (!address) continue
      hosts.add(address.family === 'IPv6' ? `[${address.address.toLowerCase()}]` : address.address)
    }
    hosts.add(hostname().toLowerCase())
  } else if (LOOPBACK_NAMES.includes(bracketed) || bare.startsWith('127.')) {
    hosts.add(bracketed)
    for (const name of LOOPBACK_NAMES) hosts.add(name)
  } else {
    hosts.add(bracketed)
  }
  return [...hosts].map((name) => `${name}:${port}`)
}
