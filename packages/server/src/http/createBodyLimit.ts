import type { Context, Env, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'

/**
 * Refuses request bodies over `maxBytes` through `refuse` (which throws the service's error or
 * returns its response, 413 by convention). A declared Content-Length is judged from the header
 * alone, so a body-less POST never makes the Node adapter build a full Request with a body
 * stream; only chunked bodies are counted as they stream (Hono's bodyLimit).
 * @example
 * app.on('POST', '*', createBodyLimit({ maxBytes: 64 * 1024, refuse: (c) => c.json({ code: 'PAYLOAD_TOO_LARGE' }, 413) }))
 */
export function createBodyLimit<E extends Env = Env>(options: {
  maxBytes: number
  refuse: (c: Context<E>) => Response | Promise<Response>
}): MiddlewareHandler<E> {
  const { maxBytes, refuse } = options
  const streamed = bodyLimit({ maxSize: maxBytes, onError: refuse })
  return async (c, next) => {
    const length = c.req.header('content-length')
    if (length === undefined || c.req.header('transfer-encoding') !== undefined) {
      return streamed(c, next)
    }
    if (!/^\d+$/.test(length) || Number(length) > maxBytes) return refuse(c)
    return next()
  }
}
