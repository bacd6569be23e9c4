import type { Hono } from 'hono'
import type { AppEnv } from '../http/AppEnv'
import { requestBaseUrl } from '../http/requestBaseUrl'
import { createOnrampPriceSource } from '../onramp/createOnrampPriceSource'
import { createOnrampProviders } from '../onramp/createOnrampProviders'
import { createOnrampRoutes } from '../onramp/createOnrampRoutes'
import type { GatewayContext } from './GatewayContext'

/**
 * Mounts the on-ramp (`/v1/onramp/*`, `/v1/generators/onrampurl`) and the on-ramp history it
 * answers. Must come before the blockchain routes: it answers history asked with `onramp` and
 * passes the rest on.
 * @example
 * mountOnrampRoutes(app, context)
 */
export function mountOnrampRoutes(app: Hono<AppEnv>, context: GatewayContext): void {
  const { config, db, chains, prices } = context
  app.route(
    '/',
    createOnrampRoutes({
      config: config.onramp,
      providers: createOnrampProviders(
        config.onramp.providers,
        config.chains.map((chain) => String(chain.chainId)),
      ),
      priceOf: createOnrampPriceSource(chains, prices),
      clock: context.clock,
      history: {
        db,
        chains,
        prices,
        pageSize: config.historyPageSize,
        baseUrl: requestBaseUrl(config.publicUrl),
      },
    }),
  )
}
