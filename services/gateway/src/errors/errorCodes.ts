import { SERVER_ERROR_MESSAGES } from '@portico/common'

/**
 * Every error the gateway answers with: a stable code, its HTTP status and default sentence.
 * Clients match on `code`; the spec's server messages are kept verbatim.
 * @example
 * ERROR_CODES.UNAUTHORIZED_ORIGIN.status // 403
 */
export const ERROR_CODES = {
  INVALID_PARAMS: { status: 400, message: 'Invalid request parameters' },
  INVALID_JSON: { status: 400, message: 'Request body is not valid JSON' },
  UNAUTHORIZED_INVALID_KEY: { status: 403, message: SERVER_ERROR_MESSAGES.invalidKey },
  UNAUTHORIZED_ORIGIN: { status: 403, message: SERVER_ERROR_MESSAGES.originNotAllowed },
  NOT_FOUND: { status: 404, message: 'Not found' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'Request body is too large' },
  RATE_LIMITED: { status: 429, message: 'Too many requests' },
  INTERNAL: { status: 500, message: 'Internal error' },
  NOT_IMPLEMENTED: { status: 501, message: 'Not implemented on this gateway yet' },
  UPSTREAM_UNAVAILABLE: { status: 503, message: 'Chain RPC unavailable' },
} as const satisfies Record<string, { status: number; message: string }>

/** One of the gateway's stable error codes. @example const c: ErrorCode = 'NOT_FOUND' */
export type ErrorCode = keyof typeof ERROR_CODES
