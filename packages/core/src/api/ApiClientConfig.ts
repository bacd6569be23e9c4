import type { FetchLike } from './ApiTransport'

/**
 * What both API clients take: the host, the project id and SDK identity sent with every
 * request, and optionally the fetch function and the timeout (default 10 s, spec §9).
 * @example
 * const config: ApiClientConfig = {
 *   baseUrl: 'http://127.0.0.1:8787', projectId: 'demo', sdkType: 'portico', sdkVersion: 'react-0.1.0',
 * }
 */
export type ApiClientConfig = {
  /** Host root; the spec §7 paths are appended to it. */
  baseUrl: string
  projectId?: string | undefined
  /** Sent as `st`. */
  sdkType?: string | undefined
  /** Sent as `sv`. */
  sdkVersion?: string | undefined
  /** Default: the platform's fetch, looked up at call time. */
  fetch?: FetchLike | undefined
  /** Default HTTP_TIMEOUT_MS (10 s). */
  timeoutMs?: number | undefined
}
