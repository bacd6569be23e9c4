import {
  closeHttpServer,
  createHealth,
  createLogger,
  createMetrics,
  type EnvMap,
  listenHttp,
  readPackageVersion,
  type ServiceCli,
  serviceConfigCli,
  serviceEnv,
} from '@portico/server'
import { type ExchangeConfig, exchangeConfigSchema } from './config/exchangeConfigSchema'
import { exchangeProductionProblems } from './config/exchangeProductionProblems'
import { createExchange } from './createExchange'

/**
 * The exchange's variables: the config file (required: it holds the API keys and the hot
 * wallet's keys) and where it listens.
 * @example
 * EXCHANGE_ENV.PORTICO_EXCHANGE_PORT.path // 'port'
 */
export const EXCHANGE_ENV = {
  ...serviceEnv('PORTICO_EXCHANGE', ['PORT', 'HOST', 'METRICS_TOKEN']),
  PORTICO_EXCHANGE_PUBLIC_URL: { path: 'publicUrl', help: 'where the hosted pages are reached' },
} as const satisfies EnvMap

/**
 * The sandbox exchange as a program (`cli.ts`, `server.ts`): its config file from `--config
 * FILE` or `PORTICO_EXCHANGE_CONFIG`, JSON logs, metrics and health on its port, payouts a
 * previous run left in flight settled, an orderly stop. Announces
 * `exchange sandbox listening on http://…`.
 * @example
 * await runServiceCli(exchangeCli())
 */
export function exchangeCli(): ServiceCli<ExchangeConfig> {
  return {
    name: 'exchange-sandbox',
    version: readPackageVersion(new URL('../package.json', import.meta.url)),
    description: 'a sandbox exchange: its test accounts pay sites, paid out on the devnets',
    ...serviceConfigCli({
      schema: exchangeConfigSchema,
      fileEnvVar: 'PORTICO_EXCHANGE_CONFIG',
      envMap: EXCHANGE_ENV,
    }),
    check: exchangeProductionProblems,
    start: async (config) => {
      const logger = createLogger({ service: 'exchange-sandbox', level: config.logLevel })
      const health = createHealth({})
      const exchange = await createExchange(config, {
        log: (line) => logger.info(line),
        logger,
        metrics: createMetrics({ service: 'exchange-sandbox' }),
        health,
      })
      // Payouts a previous run left in flight are settled (or seen settled) in the background.
      void exchange.payouts
        .reconcile()
        .catch((error: unknown) => logger.error('reconcile failed', { error }))
      const listening = await listenHttp(exchange.app, config)
      for (const [network, payer] of exchange.payers) {
        logger.info(`hot wallet on ${network}: ${payer.address}`)
      }
      const closeHttp = () => closeHttpServer(listening.server, { drainMs: 5_000 })
      return {
        announce: `exchange sandbox listening on ${listening.url}`,
        logger,
        health,
        steps: [
          { name: 'http', run: closeHttp },
          { name: 'database', run: () => exchange.store.close() },
        ],
      }
    },
  }
}
