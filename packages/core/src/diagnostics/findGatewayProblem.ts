import { SERVER_ERROR_MESSAGES } from '@portico/common'
import { ApiHttpError, ApiNetworkError, ApiRequestError } from '../api/apiErrors'
import type { ResolvedPorticoOptions } from '../types/PorticoOptions'

/**
 * What a failed gateway or catalogue request says about the app's configuration: its project id
 * refused, the page origin refused, or no readable answer at all.
 * @example
 * const kind: GatewayProblemKind = 'unreachable'
 */
export type GatewayProblemKind = 'invalidKey' | 'originNotAllowed' | 'unreachable'

/**
 * A {@link GatewayProblemKind} with the option that named the host (`apiUrl` or `catalogueUrl`),
 * that option's value and the HTTP status of a refusal.
 * @example
 * const problem: GatewayProblem = {
 *   kind: 'invalidKey', option: 'apiUrl', baseUrl: 'http://127.0.0.1:8787', status: 403,
 * }
 */
export type GatewayProblem = {
  kind: GatewayProblemKind
  option: 'apiUrl' | 'catalogueUrl'
  baseUrl: string
  status?: number
}

function findApiError(error: unknown): ApiRequestError | undefined {
  const seen = new Set<unknown>()
  let current = error
  while (current instanceof Error && !seen.has(current)) {
    if (current instanceof ApiRequestError) return current
    seen.add(current)
    current = current.cause
  }
  return undefined
}

function kindOf(error: ApiRequestError): GatewayProblemKind | undefined {
  if (error instanceof ApiNetworkError) return 'unreachable'
  if (!(error instanceof ApiHttpError) || !error.serverMessage) return undefined
  if (error.status !== 401 && error.status !== 403) return undefined
  if (error.serverMessage.includes(SERVER_ERROR_MESSAGES.invalidKey)) return 'invalidKey'
  if (error.serverMessage.includes(SERVER_ERROR_MESSAGES.originNotAllowed)) {
    return 'originNotAllowed'
  }
  return undefined
}

/**
 * The configuration problem behind a failure of the API clients (the error itself or one in its
 * `cause` chain), or undefined for failures that say nothing about the configuration (timeouts,
 * server errors, invalid answers, other errors).
 * @example
 * findGatewayProblem(new ApiNetworkError({ url: 'http://127.0.0.1:8787/getWallets', cause }), options)
 * // { kind: 'unreachable', option: 'apiUrl', baseUrl: 'http://127.0.0.1:8787' }
 */
export function findGatewayProblem(
  error: unknown,
  options: Pick<ResolvedPorticoOptions, 'apiUrl' | 'catalogueUrl'>,
): GatewayProblem | undefined {
  const apiError = findApiError(error)
  const kind = apiError && kindOf(apiError)
  if (!apiError || !kind) return undefined
  const onCatalogue =
    options.catalogueUrl !== options.apiUrl && apiError.url.startsWith(options.catalogueUrl)
  const problem: GatewayProblem = onCatalogue
    ? { kind, option: 'catalogueUrl', baseUrl: options.catalogueUrl }
    : { kind, option: 'apiUrl', baseUrl: options.apiUrl }
  if (apiError instanceof ApiHttpError) problem.status = apiError.status
  return problem
}
