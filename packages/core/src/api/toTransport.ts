import { HTTP_TIMEOUT_MS } from '@portico/common'
import type { ApiClientConfig } from './ApiClientConfig'
import type { ApiTransport } from './ApiTransport'

/**
 * The transport of a client config: its fetch (the platform's, looked up at call time, when
 * none is given) and its timeout (default 10 s).
 * @example
 * const transport = toTransport({ baseUrl, timeoutMs: 5_000 })
 */
export function toTransport(config: ApiClientConfig): ApiTransport {
  const custom = config.fetch
  return {
    fetch: custom ?? ((url, init) => globalThis.fetch(url, init)),
    timeoutMs: config.timeoutMs ?? HTTP_TIMEOUT_MS,
  }
}
