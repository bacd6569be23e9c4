import type { ClientIp } from './ClientIp'
import { pickClientAddress } from './pickClientAddress'
import { socketAddress } from './socketAddress'

/**
 * The client-address rule of a service's Hono app ({@link pickClientAddress}): behind a
 * trusted proxy (`trustProxy`) the right-most X-Forwarded-For entry, the address the proxy
 * itself saw; otherwise, or when that entry is not an IP, the socket's peer, else 'unknown'.
 * @example
 * const clientIp = createClientIp({ trustProxy: config.trustProxy })
 */
export function createClientIp(options: { trustProxy: boolean }): ClientIp {
  return (c) =>
    pickClientAddress(socketAddress(c), c.req.header('X-Forwarded-For'), options.trustProxy)
}
