import { isIP } from 'node:net'
import type { Context } from 'hono'

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } }

/**
 * The client IP of a request: behind a trusted proxy the right-most X-Forwarded-For entry (the
 * one the proxy appended; the rest may be forged), else the socket's peer, else 'unknown'.
 * @example const clientIp = defaultClientIp({ trustProxy: false })
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
