import type { RelayConfig } from './RelayConfig'
import type { RelayServerConfig } from './relayServerConfigSchema'

/**
 * The relay tunables a program configuration sets (the rest keep resolveRelayConfig's defaults).
 * @example
 * createRelay({ clock, store, logger, config: toRelayConfig(config) })
 */
export function toRelayConfig(config: RelayServerConfig): Partial<RelayConfig> {
  const { rateBurst, ratePerSecond, ...limits } = config.limits
  const defined = Object.fromEntries(
    Object.entries(limits).filter(([, value]) => value !== undefined),
  ) as Partial<RelayConfig>
  return {
    projectIds: config.projectIds,
    ...(config.audienceHosts.length > 0 && { audienceHosts: config.audienceHosts }),
    trustProxy: config.trustProxy,
    ...defined,
    ...((rateBurst !== undefined || ratePerSecond !== undefined) && {
      rateLimit: {
        burst: rateBurst ?? 1_000,
        perSecond: ratePerSecond ?? 500,
        closeAfterRejected: 200,
        strikeWindowMs: 10_000,
      },
    }),
  }
}
