import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { Logger } from '../config/Logger'
import { GatewayError } from './GatewayError'

/**
 * Builds the app's single error handler: a GatewayError keeps its code and status, anything
 * else is logged and answered as INTERNAL without leaking its message.
 * @example
 * app.onError(createErrorHandler(logger))
 */
export function createErrorHandler(logger: Logger) {
  return (error: unknown, c: Context): Response => {
    const gatewayError =
      error instanceof GatewayError
        ? error
        : new GatewayError('INTERNAL', { cause: error, details: 'unexpected error' })
    if (gatewayError.code === 'INTERNAL') logger.error('request failed', error)
    for (const [name, value] of Object.entries(gatewayError.headers)) c.header(name, value)
    return c.json(
      { code: gatewayError.code, message: gatewayError.shortMessage },
      gatewayError.status as ContentfulStatusCode,
    )
  }
}
