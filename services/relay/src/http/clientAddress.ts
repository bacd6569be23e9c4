import type { IncomingMessage } from 'node:http'
import { isIP } from 'node:net'
import { clientAddressKey } from '@portico/common'

/**
 * The address a client's limits and quotas are counted under: the TCP peer, or with
 * `trustProxy` the right-most `X-Forwarded-For` hop (the one the relay's own proxy appended;
 * hops left of it are whatever the client claimed). IPv6 addresses count by their /64.
 * @example
 * const address = clientAddress(request, config.trustProxy) // '203.0.113.7' or '2001:db8:0:1::/64'
 */
export function clientAddress(request: IncomingMessage, trustProxy: boolean): string {
  const peer = request.socket.remoteAddress ?? ''
  if (!trustProxy) return clientAddressKey(peer)
  const forwarded = request.headers['x-forwarded-for']
  const list = Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')
  const hop = list.split(',').at(-1)?.trim() ?? ''
  return clientAddressKey(isIP(hop) ? hop : peer)
}
