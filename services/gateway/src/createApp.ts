import { Hono } from 'hono'
import { createGatewayContext } from './app/createGatewayContext'
import type { GatewayContext } from './app/GatewayContext'
import { mountAnalyticsRoutes } from './app/mountAnalyticsRoutes'
import { mountBitcoinRoutes } from './app/mountBitcoinRoutes'
import { mountBlockchainRoutes } from './app/mountBlockchainRoutes'
import { mountBundlerRoutes } from './app/mountBundlerRoutes'
import { mountCatalogueRoutes } from './app/mountCatalogueRoutes'
import { mountConvertRoutes } from './app/mountConvertRoutes'
import { mountNftRoutes } from './app/mountNftRoutes'
import { mountOnrampRoutes } from './app/mountOnrampRoutes'
import { mountPayRoutes } from './app/mountPayRoutes'
import { mountProfileRoutes } from './app/mountProfileRoutes'
import { mountProjectRoutes } from './app/mountProjectRoutes'
import { mountRpcRoutes } from './app/mountRpcRoutes'
import { mountSessionRoutes } from './app/mountSessionRoutes'
import { mountSiwxRoutes } from './app/mountSiwxRoutes'
import { useGatewayMiddleware } from './app/useGatewayMiddleware'
import type { GatewayDeps } from './GatewayDeps'
import type { AppEnv } from './http/AppEnv'

// The route groups in the order they are mounted: the first route a request matches answers it.
const ROUTE_GROUPS: readonly ((app: Hono<AppEnv>, context: GatewayContext) => void)[] = [
  mountCatalogueRoutes,
  mountProjectRoutes,
  mountAnalyticsRoutes,
  mountConvertRoutes,
  mountNftRoutes,
  // Before the blockchain routes: it answers history asked with `onramp`, and passes the rest.
  mountOnrampRoutes,
  mountBlockchainRoutes,
  mountPayRoutes,
  mountProfileRoutes,
  mountSessionRoutes,
  mountSiwxRoutes,
  mountBitcoinRoutes,
  mountBundlerRoutes,
  mountRpcRoutes,
]

/**
 * Builds the gateway's Hono app: the blockchain API and wallet catalogue of spec §7, project and
 * origin checks, CORS, analytics intake, Pay (payments checked on chain), swaps over Uniswap V2 (convert) with prices from its
 * pools, SIWX sign-in (nonce, sessions, revoke; @portico/siwx-server), the ERC-4337 bundler proxy
 * of the chains that have a bundler, the chain JSON-RPC proxy (POST /v1). Images under /public and
 * /getWalletImage are open.
 * @example
 * const app = createApp({ config, db, clock: systemClock, chainClients, catalogue })
 * const res = await app.request('/v1/supported-chains')
 */
export function createApp(deps: GatewayDeps): Hono<AppEnv> {
  const context = createGatewayContext(deps)
  const app = new Hono<AppEnv>()
  useGatewayMiddleware(app, context)
  for (const mount of ROUTE_GROUPS) mount(app, context)
  return app
}
