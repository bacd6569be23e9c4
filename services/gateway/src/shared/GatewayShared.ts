import type { RateLimiter } from '@portico/server'
import type { BalanceCache } from '../blockchain/createBalanceCache'

/**
 * State that several gateway nodes must share (Redis): rate-limit buckets by name, the balance
 * cache and the history page cache. Without it each node keeps its own in memory.
 * @example
 * const limiter = shared.rateLimiter('siwx', { capacity: 30, refillPerSecond: 1 })
 */
export type GatewayShared = {
  rateLimiter(name: string, bucket: { capacity: number; refillPerSecond: number }): RateLimiter
  balanceCache(options: { ttlMs: number; forceIntervalMs: number }): BalanceCache
  /** History pages by account, chain, position and index progress (never forced). */
  historyCache(options: { ttlMs: number }): BalanceCache
  /** Resolves when the shared store answers (readiness checks). */
  ping(): Promise<void>
}
