import type { Hono } from 'hono'
import type { AppEnv } from '../http/AppEnv'
import { createPayRoutes } from '../pay/createPayRoutes'
import { toPayNetworks } from '../pay/PayNetwork'
import type { GatewayContext } from './GatewayContext'

/**
 * Mounts Pay (`/v1/pay/*`): payments on the configured EVM chains and Solana clusters, paid
 * from a wallet, a configured exchange or a QR code.
 * @example
 * mountPayRoutes(app, context)
 */
export function mountPayRoutes(app: Hono<AppEnv>, context: GatewayContext): void {
  const { config, db, clock, logger, chains } = context
  app.route(
    '/',
    createPayRoutes({
      config: config.pay,
      db,
      clock,
      logger,
      networks: toPayNetworks(chains, config.solana.chains),
    }),
  )
}
