import type { Hono } from 'hono'
import { createBlockchainRoutes } from '../blockchain/createBlockchainRoutes'
import type { AppEnv } from '../http/AppEnv'
import { gatewayRateLimit } from '../http/gatewayRateLimit'
import type { GatewayContext } from './GatewayContext'

/**
 * Mounts the blockchain API of spec §7 (balances, history, prices, supported chains). Bitcoin
 * balances draw from the Bitcoin routes' bucket; the balance and history caches are shared across
 * nodes when the gateway has shared state.
 * @example
 * mountBlockchainRoutes(app, context)
 */
export function mountBlockchainRoutes(app: Hono<AppEnv>, context: GatewayContext): void {
  const { config, metrics } = context
  app.route(
    '/',
    createBlockchainRoutes({
      db: context.db,
      clock: context.clock,
      chains: context.chains,
      prices: context.prices,
      balanceCacheMs: config.balanceCacheMs,
      balanceForceUpdateIntervalMs: config.balanceForceUpdateIntervalMs,
      historyPageSize: config.historyPageSize,
      publicUrl: config.publicUrl,
      nftMetadata: context.nftMetadata,
      bitcoinNodes: context.bitcoinNodes,
      bitcoinRateLimit: gatewayRateLimit({
        name: 'bitcoin',
        limiter: context.bitcoinLimiter,
        key: context.clientKey,
        metrics,
      }),
      solanaChains: config.solana.chains,
      balanceCache: context.shared?.balanceCache({
        ttlMs: config.balanceCacheMs,
        forceIntervalMs: config.balanceForceUpdateIntervalMs,
      }),
      historyCache: context.shared?.historyCache({ ttlMs: config.balanceCacheMs }),
      logger: context.logger,
    }),
  )
}
