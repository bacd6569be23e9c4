import type { Logger } from '@portico/server'
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { WalletFrameError } from './WalletFrameError'

/**
 * Builds the app's single error handler: a WalletFrameError keeps its code and status, anything
 * else is logged and answered as INTERNAL without leaking its message.
 * @example app.onError(createErrorHandler(logger))
 */
export function createErrorHandler(logger: Logger) {
  return (error: unknown, c: Context): Response => {
    const known =
      error instanceof WalletFrameError
        ? error
        : new WalletFrameError('INTERNAL', { cause: error, details: 'unexpected error' })
    if (known.code === 'INTERNAL') logger.error('request failed', { error })
    for (const [name, value] of Object.entries(known.headers)) c.header(name, value)
    return c.json(
      { code: known.code, message: known.shortMessage },
      known.status as ContentfulStatusCode,
    )
  }
}
