import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { WalletFrameError } from '../errors/WalletFrameError'

/**
 * Refuses request bodies over `maxSize` bytes with `413 PAYLOAD_TOO_LARGE`: from a declared
 * Content-Length at once, else while the body streams.
 * @example app.on('POST', '*', createBodyLimit(32 * 1024))
 */
export function createBodyLimit(maxSize: number): MiddlewareHandler {
  const tooLarge = (): never => {
    throw new WalletFrameError('PAYLOAD_TOO_LARGE', {
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
