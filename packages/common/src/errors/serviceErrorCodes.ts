import type { ErrorCatalogue } from './ServiceError'
import { SERVER_ERROR_MESSAGES, SERVER_ERROR_STATUS } from './serverMessages'

/**
 * The error codes every Portico HTTP service shares (the gateway and the routes it mounts, such
 * as SIWX's): clients match on `code`; the spec's server messages are kept verbatim.
 * @example
 * SERVICE_ERROR_CODES.UNAUTHORIZED_ORIGIN.status // 403
 */
export const SERVICE_ERROR_CODES = {
  INVALID_PARAMS: { status: 400, message: 'Invalid request parameters' },
  INVALID_JSON: { status: 400, message: 'Request body is not valid JSON' },
  UNAUTHORIZED_INVALID_KEY: {
    status: SERVER_ERROR_STATUS.forbidden,
    message: SERVER_ERROR_MESSAGES.invalidKey,
  },
  UNAUTHORIZED_ORIGIN: {
    status: SERVER_ERROR_STATUS.forbidden,
    message: SERVER_ERROR_MESSAGES.originNotAllowed,
  },
  NOT_FOUND: { status: 404, message: 'Not found' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'Request body is too large' },
  RATE_LIMITED: { status: 429, message: 'Too many requests' },
  INTERNAL: { status: 500, message: 'Internal error' },
} as const satisfies ErrorCatalogue
