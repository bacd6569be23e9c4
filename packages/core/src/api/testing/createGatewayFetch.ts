import type { GatewayConfigInput } from '@portico/gateway/src/config/gatewayConfigSchema'
import { createTestGateway } from '@portico/gateway/src/test/createTestGateway'
import type { FetchLike } from '../ApiTransport'

/** Base URL the in-process gateway is addressed with; no socket is opened. */
export const GATEWAY_TEST_URL = 'http://gateway.test'

/**
 * The real gateway app (services/gateway, in-memory SQLite) behind a `fetch` that calls
 * `app.request()` in process and records every request. Test files only.
 * @example
 * const gateway = await createGatewayFetch({ projects: [{ projectId: 'demo' }] })
 * const api = createCatalogueApiClient({ baseUrl: GATEWAY_TEST_URL, fetch: gateway.fetch })
 */
export async function createGatewayFetch(
  config: GatewayConfigInput = {},
  options: { origin?: string } = {},
) {
  const gateway = await createTestGateway(config)
  const requests: { url: URL; init: RequestInit }[] = []
  const fetch: FetchLike = async (url, init) => {
    requests.push({ url: new URL(url), init })
    // A browser adds the page's Origin to cross-origin requests; the gateway checks it.
    const headers = new Headers(init.headers)
    if (options.origin) headers.set('Origin', options.origin)
    return gateway.app.request(url, { ...init, headers })
  }
  return { ...gateway, fetch, requests }
}
