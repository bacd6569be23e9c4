import type { Context } from 'hono'

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } } | undefined

/**
 * The TCP peer of a request as `@hono/node-server` hands it to the app (`c.env.incoming`), or
 * 'unknown' when the app runs without a socket (tests through `app.request` without an env).
 * @example
 * socketAddress(c) // '127.0.0.1'
 */
export function socketAddress(c: Context): string {
  return (c.env as NodeBindings)?.incoming?.socket?.remoteAddress ?? 'unknown'
}
