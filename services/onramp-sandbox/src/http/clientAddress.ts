import { clientAddressKey } from '@portico/common'
import type { Context } from 'hono'

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } } | undefined

/**
 * The key a request's rate limits count under: the TCP peer that `@hono/node-server` hands the
 * app (`c.env.incoming`), an IPv6 address by its /64. The sandbox is meant to be reached
 * directly, not through a proxy, so no forwarding header is trusted.
 * @example
 * const key = clientAddress(c) // '127.0.0.1'
 */
export function clientAddress(c: Context): string {
  return clientAddressKey((c.env as NodeBindings)?.incoming?.socket?.remoteAddress ?? 'unknown')
}
