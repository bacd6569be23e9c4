import { ServiceError } from '@portico/common'
import type { Logger } from '@portico/server'
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { ERROR_CODES, type ErrorCode } from './errorCodes'
import { GatewayError } from './GatewayError'

const isCatalogued = (error: unknown): error is ServiceError<ErrorCode> =>
  error instanceof ServiceError && Object.hasOwn(ERROR_CODES, error.code)

/**
 * Builds the app's single error handler: a ServiceError with a code of the gateway's catalogue
 * (the gateway's own GatewayError, or one the mounted SIWX routes throw) keeps its code and the
 * catalogue's status; anything else is logged and answered as INTERNAL without leaking its
 * message.
 * @example
 * app.onError(createErrorHandler(logger))
 */
export function createErrorHandler(logger: Logger) {
  return (error: unknown, c: Context): Response => {
    const answer = isCatalogued(error)
      ? error
      : new GatewayError('INTERNAL', { cause: error, details: 'unexpected error' })
    if (answer.code === 'INTERNAL') logger.error('request failed', { error })
    for (const [name, value] of Object.entries(answer.headers)) c.header(name, value)
    const reasons = answer instanceof GatewayError ? answer.reasons : undefined
    return c.json(
      {
        code: answer.code,
        message: answer.shortMessage,
        ...(reasons && { reasons: reasons.map((description) => ({ description })) }),
      },
      ERROR_CODES[answer.code].status as ContentfulStatusCode,
    )
  }
}
