import { isIP } from 'node:net'

/**
 * The client-address rule on its own, for servers that are not Hono apps (a WebSocket
 * upgrade): the TCP peer, or with `trustProxy` the right-most `X-Forwarded-For` hop (the one the
 * service's own proxy appended; hops left of it are whatever the client claimed) when it is an
 * IP address.
 * @example
 * pickClientAddress('127.0.0.1', '6.6.6.6, 203.0.113.9', true) // '203.0.113.9'
 */
export function pickClientAddress(
  peer: string,
  forwardedFor: string | undefined,
  trustProxy: boolean,
): string {
  if (!trustProxy) return peer
  const nearest = forwardedFor?.split(',').at(-1)?.trim()
  return nearest && isIP(nearest) !== 0 ? nearest : peer
}
