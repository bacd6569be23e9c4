import type { Hono } from 'hono'
import { createBundlerRoutes } from '../bundler/createBundlerRoutes'
import type { AppEnv } from '../http/AppEnv'
import { createPaymasterMetrics } from '../paymaster/createPaymasterMetrics'
import { createPaymasterService } from '../paymaster/createPaymasterService'
import type { SponsorshipDatabase } from '../paymaster/SponsorshipDatabase'
import type { GatewayContext } from './GatewayContext'

/**
 * Mounts the ERC-4337 bundler proxy (`/v1/bundler`) of the chains that have a bundler, with the
 * gateway's verifying paymaster (ERC-7677) where a chain has one and the signer's key is set, and
 * its token paymaster where the chain's paymaster names one (priced with the gateway's prices).
 * @example
 * mountBundlerRoutes(app, context)
 */
export function mountBundlerRoutes(app: Hono<AppEnv>, context: GatewayContext): void {
  const { config, chainClients, db, clock, metrics, clientKey, prices } = context
  const clientOf = (caip2: string) => chainClients.get(caip2)
  const hasPaymaster = config.chains.some((chain) => chain.paymaster)
  app.route(
    '/',
    createBundlerRoutes({
      chains: config.chains,
      timeoutMs: config.bundler.timeoutMs,
      clientOf,
      paymaster: hasPaymaster
        ? createPaymasterService({
            chains: config.chains,
            clientOf,
            signerKey: config.paymaster.signerKey,
            validitySeconds: config.paymaster.validitySeconds,
            db: db.withTables<SponsorshipDatabase>(),
            clock,
            prices,
            metrics: createPaymasterMetrics(metrics),
          })
        : undefined,
      clientKey,
    }),
  )
}
