import type { IncomingMessage } from 'node:http'
import { clientAddressKey } from '@portico/common'
import { pickClientAddress } from '@portico/server'

/**
 * The address a client's limits and quotas are counted under: the foundation's client-address
 * rule (the TCP peer, or with `trustProxy` the right-most `X-Forwarded-For` hop) on an upgrade
 * request, IPv6 addresses by their /64.
 * @example
 * const address = clientAddress(request, config.trustProxy) // '203.0.113.7' or '2001:db8:0:1::/64'
 */
export function clientAddress(request: IncomingMessage, trustProxy: boolean): string {
  const forwarded = request.headers['x-forwarded-for']
  const list = Array.isArray(forwarded) ? forwarded.join(',') : forwarded
  return clientAddressKey(pickClientAddress(request.socket.remoteAddress ?? '', list, trustProxy))
}
