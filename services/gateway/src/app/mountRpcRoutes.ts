import type { Hono } from 'hono'
import type { AppEnv } from '../http/AppEnv'
import { createRpcRoutes } from '../rpc/createRpcRoutes'
import type { GatewayContext } from './GatewayContext'

/**
 * Mounts the chain JSON-RPC proxy (`POST /v1`) with its own bucket per client.
 * @example
 * mountRpcRoutes(app, context)
 */
export function mountRpcRoutes(app: Hono<AppEnv>, context: GatewayContext): void {
  const { config } = context
  app.route(
    '/',
    createRpcRoutes({
      chains: config.chains,
      config: config.rpc,
      limiter: context.limiter('rpc', config.rpc.rateLimit),
      clientKey: context.clientKey,
      metrics: context.metrics,
      logger: context.logger,
      fetchOf: (chainId) => context.upstreamFetches?.get(`eip155:${chainId}`),
    }),
  )
}
