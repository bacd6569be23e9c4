import {
  closeHttpServer,
  createHealth,
  createLogger,
  createMetrics,
  listenHttp,
  productionProblems,
  readPackageVersion,
  type ServiceCli,
  serviceConfigCli,
  serviceEnv,
} from '@portico/server'
import type { Hex } from 'viem'
import { createSandboxApp } from './createSandboxApp'
import { createDeliverer } from './delivery/createDeliverer'
import { createOrderStore } from './orders/createOrderStore'
import { type SandboxConfig, sandboxConfigSchema } from './sandboxConfigSchema'

const CONFIG_ENV = 'PORTICO_ONRAMP_CONFIG'

/**
 * The sandbox's variables: the config file (required: it holds the shared secret and the
 * treasury key) and where it listens.
 * @example
 * SANDBOX_ENV.PORTICO_ONRAMP_PORT.path // 'port'
 */
export const SANDBOX_ENV = serviceEnv('PORTICO_ONRAMP', ['PORT', 'HOST', 'METRICS_TOKEN'])

/**
 * What production mode refuses in a sandbox config: a short or placeholder secret, a
 * `:memory:` database, /metrics without a token beyond loopback. SQLite is fine: the sandbox is
 * one process by design. Empty unless `production` is on.
 * @example
 * sandboxProductionProblems(config) // ['secret is shorter than 32 characters.']
 */
export function sandboxProductionProblems(config: SandboxConfig): string[] {
  if (!config.production) return []
  return productionProblems({
    service: 'onramp sandbox',
    host: config.host,
    metricsToken: config.metricsToken,
    secrets: [{ name: 'secret', value: config.secret }],
    sqlite: [{ name: 'dbPath', path: config.dbPath }],
  })
}

/**
 * The on-ramp sandbox as a program (`cli.ts`, `server.ts`): its config file from `--config
 * FILE` or `PORTICO_ONRAMP_CONFIG`, JSON logs, metrics and health on its port, an orderly stop.
 * Announces `onramp sandbox listening on http://…`.
 * @example
 * await runServiceCli(sandboxCli())
 */
export function sandboxCli(): ServiceCli<SandboxConfig> {
  return {
    name: 'onramp-sandbox',
    version: readPackageVersion(new URL('../package.json', import.meta.url)),
    description: 'a sandbox on-ramp provider: a checkout with test cards that delivers on devnets',
    ...serviceConfigCli({
      schema: sandboxConfigSchema,
      fileEnvVar: CONFIG_ENV,
      envMap: SANDBOX_ENV,
    }),
    check: sandboxProductionProblems,
    start: async (config) => {
      const logger = createLogger({ service: 'onramp-sandbox', level: config.logLevel })
      const log = (line: string) => logger.info(line)
      const store = createOrderStore(config.dbPath)
      const deliverer = createDeliverer({
        chains: config.chains,
        treasuryKey: config.treasuryKey as Hex,
        store,
        log,
      })
      // Orders a previous run left in flight finish (or are seen finished) before new ones start.
      void deliverer
        .reconcile()
        .catch((error: unknown) => logger.error('reconcile failed', { error }))
      const health = createHealth({})
      const app = createSandboxApp({
        secret: config.secret,
        chains: config.chains,
        store,
        deliverer,
        now: () => new Date(),
        log,
        allowedRedirectOrigins: config.allowedRedirectOrigins,
        rateLimits: config.rateLimits,
        logger,
        metrics: createMetrics({ service: 'onramp-sandbox' }),
        health,
        metricsToken: config.metricsToken,
      })
      const { server, url } = await listenHttp(app, config)
      return {
        announce: `onramp sandbox listening on ${url}`,
        logger,
        health,
        steps: [
          { name: 'http', run: () => closeHttpServer(server, { drainMs: 5_000 }) },
          { name: 'store', run: () => store.close() },
        ],
      }
    },
  }
}
