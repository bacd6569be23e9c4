import type { Context } from 'hono'

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } }

/**
 * The client IP of a request: the first X-Forwarded-For hop when the gateway sits behind a
 * trusted proxy, else the socket's peer address (Node server), else 'unknown'.
 * @example
 * const clientIp = defaultClientIp({ trustProxy: false })
 */
export function defaultClientIp(options: { trustProxy: boolean }): (c: Context) => string {
  return (c) => {
    if (options.trustProxy) {
      const forwarded = c.req.header('X-Forwarded-For')?.split(',')[0]?.trim()
      if (forwarded) return forwarded
    }
    const env = c.env as NodeBindings | undefined
    return env?.incoming?.socket?.remoteAddress ?? 'unknown'
  }
}
