import { isIP } from 'node:net'
import type { Context } from 'hono'

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } }

/**
 * The client IP of a request. Behind a trusted proxy (`trustProxy`), the right-most
 * X-Forwarded-For entry: the address the proxy itself saw and appended; everything left of it
 * came from the client and may be forged. Otherwise, or when that entry is not an IP, the
 * socket's peer address (Node server), else 'unknown'.
 * @example
 * const clientIp = defaultClientIp({ trustProxy: true })
 */
export function defaultClientIp(options: { trustProxy: boolean }): (c: Context) => string {
  return (c) => {
    if (options.trustProxy) {
      const hops = c.req.header('X-Forwarded-For')?.split(',') ?? []
      const nearest = hops[hops.length - 1]?.trim()
      if (nearest && isIP(nearest) !== 0) return nearest
    }
    const env = c.env as NodeBindings | undefined
    return env?.incoming?.socket?.remoteAddress ?? 'unknown'
  }
}
