import { BaseError } from '@portico/common'

/**
 * What a non-2xx answer carried: the HTTP status, the body (parsed JSON when it is JSON, else
 * the text) and the URL asked for.
 * @example
 * const info: ApiResponseInfo = { url: 'http://127.0.0.1:8787/getWallets', status: 403, body: { code: 'UNAUTHORIZED_INVALID_KEY', message: 'Unauthorized: invalid key' } }
 */
export type ApiResponseInfo = { url: string; status: number; body: unknown }

/**
 * The base of every error of the gateway and catalogue clients; `url` is the request's URL.
 * @example
 * if (error instanceof ApiRequestError) logger.warn(error.url, error.shortMessage)
 */
export class ApiRequestError extends BaseError {
  override name = 'ApiRequestError'
  override readonly code = 'API_REQUEST'
  url: string
  constructor(shortMessage: string, args: { url: string; cause?: unknown; details?: string }) {
    super(shortMessage, {
      cause: args.cause,
      details: args.details,
      metaMessages: [`URL: ${args.url}`],
    })
    this.url = args.url
  }
}

/**
 * The server answered with a non-2xx status. `cause` is the {@link ApiResponseInfo};
 * `serverMessage` is the gateway's `message` when the body is a gateway error.
 * @example
 * if (error instanceof ApiHttpError && error.status === 429) showRateLimited()
 */
export class ApiHttpError extends ApiRequestError {
  override name = 'ApiHttpError'
  status: number
  body: unknown
  serverMessage: string | undefined
  constructor(info: ApiResponseInfo) {
    const serverMessage = serverMessageOf(info.body)
    super(`HTTP request failed with status ${info.status}`, {
      url: info.url,
      cause: info,
      details: serverMessage ?? `HTTP ${info.status}`,
    })
    this.status = info.status
    this.body = info.body
    this.serverMessage = serverMessage
  }
}

/**
 * The `message` of a gateway error body (`{ code, message }`, common's `apiErrorSchema`),
 * checked by hand: the error classes ship in the first load, for the `instanceof` checks of the
 * start-up calls, and the first load carries no schema library.
 */
function serverMessageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined
  const { code, message } = body as Record<string, unknown>
  return typeof code === 'string' && typeof message === 'string' ? message : undefined
}

/**
 * The answer was not JSON or did not match its zod schema; `cause` is the ValidationError (its
 * `problems` say what was wrong, in the spec §8 validation sentences) or the JSON SyntaxError.
 * @example
 * if (error instanceof ApiInvalidResponseError) console.warn(error.cause)
 */
export class ApiInvalidResponseError extends ApiRequestError {
  override name = 'ApiInvalidResponseError'
  constructor(args: { url: string; cause: unknown }) {
    super('The server sent an invalid response', args)
  }
}

/**
 * No complete answer within the client's timeout (spec §9: 10 s); the request was aborted.
 * @example
 * if (error instanceof ApiTimeoutError) retryLater()
 */
export class ApiTimeoutError extends ApiRequestError {
  override name = 'ApiTimeoutError'
  timeoutMs: number
  constructor(args: { url: string; timeoutMs: number }) {
    super('The request timed out', {
      url: args.url,
      details: `No answer after ${args.timeoutMs} ms`,
    })
    this.timeoutMs = args.timeoutMs
  }
}

/**
 * The request could not be sent or its answer not read (connection refused, DNS, CORS).
 * @example
 * if (error instanceof ApiNetworkError) showOffline()
 */
export class ApiNetworkError extends ApiRequestError {
  override name = 'ApiNetworkError'
  constructor(args: { url: string; cause: unknown }) {
    super('The request could not be sent', args)
  }
}
