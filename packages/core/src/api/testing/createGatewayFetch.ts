import {
  createApp,
  createIndexer,
  createSqliteDb,
  type GatewayConfigInput,
  gatewayConfigSchema,
  loadWalletCatalogue,
  migrateToLatest,
  systemClock,
} from '@portico/gateway'
import { createPublicClient, http, type PublicClient } from 'viem'
import type { FetchLike } from '../ApiTransport'

/** Base URL the in-process gateway is addressed with; no socket is opened. */
export const GATEWAY_TEST_URL = 'http://gateway.test'

/**
 * The real gateway app (services/gateway, in-memory SQLite, its chain indexer on demand) behind
 * a `fetch` that calls `app.request()` in process and records every request. With `origin`,
 * requests carry that Origin header as a browser's would. Test files only.
 * @example
 * const gateway = await createGatewayFetch({ projects: [{ projectId: 'demo' }] })
 * const api = createCatalogueApiClient({ baseUrl: GATEWAY_TEST_URL, fetch: gateway.fetch })
 */
export async function createGatewayFetch(
  input: GatewayConfigInput = {},
  options: { origin?: string } = {},
) {
  const config = gatewayConfigSchema.parse({ dbPath: ':memory:', ...input })
  const db = createSqliteDb(':memory:')
  await migrateToLatest(db)
  const chains = config.chains.map((chain) => ({
    caip2: `eip155:${chain.chainId}`,
    config: chain,
    client: createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0 }) }),
  }))
  const app = createApp({
    config,
    db,
    clock: systemClock,
    chainClients: new Map<string, PublicClient>(chains.map((c) => [c.caip2, c.client])),
    catalogue: loadWalletCatalogue(),
  })
  const indexer = createIndexer({
    db,
    chains,
    clock: systemClock,
    pollIntervalMs: 1000,
    batchSize: 100,
  })
  const requests: { url: URL; init: RequestInit }[] = []
  const fetch: FetchLike = async (url, init) => {
    requests.push({ url: new URL(url), init })
    const headers = new Headers(init.headers)
    if (options.origin) headers.set('Origin', options.origin)
    return app.request(url, { ...init, headers })
  }
  return {
    app,
    db,
    fetch,
    requests,
    /** Index every block the chains have so far. */
    syncIndex: () => indexer.sync(),
    close: () => db.destroy(),
  }
}
