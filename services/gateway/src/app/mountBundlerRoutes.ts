import type { Hono } from 'hono'
import { createBundlerRoutes } from '../bundler/createBundlerRoutes'
import type { AppEnv } from '../http/AppEnv'
import type { GatewayContext } from './GatewayContext'

/**
 * Mounts the ERC-4337 bundler proxy (`/v1/bundler`) of the chains that have a bundler.
 * @example
 * mountBundlerRoutes(app, context)
 */
export function mountBundlerRoutes(app: Hono<AppEnv>, context: GatewayContext): void {
  const { config, chainClients } = context
  app.route(
    '/',
    createBundlerRoutes({
      chains: config.chains,
      timeoutMs: config.bundler.timeoutMs,
      clientOf: (caip2) => chainClients.get(caip2),
    }),
  )
}
