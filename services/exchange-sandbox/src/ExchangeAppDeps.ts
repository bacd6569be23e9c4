import type { Health, Logger, Metrics } from '@portico/server'
import type { ExchangeAsset } from './assets/ExchangeAsset'
import type { ExchangeAccount, ExchangeRateLimits } from './config/exchangeConfigSchema'
import type { ExchangeStore } from './ledger/createExchangeStore'
import type { Payouts } from './payout/createPayouts'

/**
 * What the exchange's web app runs on: its settings, store, payouts and clock.
 * @example
 * createExchangeApp({ apiKeys: [key], assets, accounts, store, payouts, now: () => Date.now() })
 */
export type ExchangeAppDeps = {
  apiKeys: readonly string[]
  assets: readonly ExchangeAsset[]
  accounts: readonly ExchangeAccount[]
  store: ExchangeStore
  payouts: Payouts
  /** Milliseconds since the epoch. */
  now: () => number
  /** Origins a session's `returnUrl` may lead to. Default none. */
  allowedReturnOrigins?: readonly string[]
  /** Where the hosted pages are reached; else each request's origin. */
  publicUrl?: string | undefined
  /** Default 30 minutes. */
  sessionTtlSeconds?: number
  /** Per-client limits; the config schema's defaults when not given. */
  rateLimits?: ExchangeRateLimits
  logger?: Logger
  metrics?: Metrics
  health?: Health
  /** Bearer token that lets a client beyond loopback read GET /metrics. */
  metricsToken?: string | undefined
}
