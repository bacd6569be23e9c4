import type { Health, Logger, Metrics } from '@portico/server'
import { listExchangeAssets } from './assets/listExchangeAssets'
import type { ExchangeConfig } from './config/exchangeConfigSchema'
import { createExchangeApp } from './createExchangeApp'
import { openExchangeDb } from './db/openExchangeDb'
import { createExchangeStore } from './ledger/createExchangeStore'
import { createChainPayers } from './payout/createChainPayers'
import { createPayouts } from './payout/createPayouts'

/**
 * The whole exchange from its parsed config: the database opened and migrated, the test
 * accounts given their balances (once), a payer per network, the payouts and the web app.
 * `cli.ts` serves it; tests call `app.request`.
 * @example
 * const { app, store, payouts } = await createExchange(exchangeConfigSchema.parse(json))
 */
export async function createExchange(
  config: ExchangeConfig,
  options: {
    now?: () => number
    log?: (line: string) => void
    logger?: Logger
    metrics?: Metrics
    health?: Health
    /** How long a payout waits to be final before it is left for later. */
    payoutTimeoutMs?: number
  } = {},
) {
  const now = options.now ?? Date.now
  const store = createExchangeStore(await openExchangeDb(config.dbPath))
  await store.seedAccounts(config.accounts)
  const payers = await createChainPayers(
    config.chains,
    config.hotWallet,
    options.payoutTimeoutMs === undefined ? {} : { timeoutMs: options.payoutTimeoutMs },
  )
  const payouts = createPayouts({ payers, store, now, ...(options.log && { log: options.log }) })
  const app = createExchangeApp({
    apiKeys: config.apiKeys,
    assets: listExchangeAssets(config.chains),
    accounts: config.accounts,
    store,
    payouts,
    now,
    allowedReturnOrigins: config.allowedReturnOrigins,
    publicUrl: config.publicUrl,
    sessionTtlSeconds: config.sessionTtlSeconds,
    rateLimits: config.rateLimits,
    metricsToken: config.metricsToken,
    ...(options.logger && { logger: options.logger }),
    ...(options.metrics && { metrics: options.metrics }),
    ...(options.health && { health: options.health }),
  })
  return { app, store, payers, payouts }
}
