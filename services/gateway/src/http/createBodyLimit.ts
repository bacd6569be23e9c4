import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { GatewayError } from '../errors/GatewayError'
import type { AppEnv } from './AppEnv'

/**
 * Refuses request bodies over `maxSize` bytes with `413 PAYLOAD_TOO_LARGE`. A declared
 * Content-Length is judged from the header alone, so a body-less POST (a SIWX nonce) never
 * makes the Node adapter build a full Request with a body stream; only chunked bodies are
 * counted as they stream (Hono's bodyLimit).
 * @example
 * app.on('POST', '*', createBodyLimit(64 * 1024))
 */
export function createBodyLimit(maxSize: number): MiddlewareHandler<AppEnv> {
  const tooLarge = (): never => {
    throw new GatewayError('PAYLOAD_TOO_LARGE', {
      message: `Request body is larger than ${maxSize} bytes`,
    })
  }
  const streamed = bodyLimit({ maxSize, onError: tooLarge })
  return async (c, next) => {
    const length = c.req.header('content-length')
    if (length === undefined || c.req.header('transfer-encoding') !== undefined) {
      return streamed(c, next)
    }
    if (!/^\d+$/.test(length) || Number(length) > maxSize) tooLarge()
    return next()
  }
}
