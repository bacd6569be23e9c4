import { createLogger, readPackageVersion, type ServiceCli } from '@portico/server'
import { loadConfig, WALLET_FRAME_CONFIG_ENV, WALLET_FRAME_ENV } from './config/loadConfig'
import { type WalletFrameConfig, walletFrameConfigSchema } from './config/walletFrameConfigSchema'
import { walletFrameProductionProblems } from './config/walletFrameProductionProblems'
import { startWalletFrame } from './startWalletFrame'

/**
 * The wallet frame as a program (`cli.ts`, `server.ts`): `--help`, `--version`, `--config FILE`,
 * `--check-config` (every production problem at once), JSON logs on stdout, metrics and health
 * on its port, a draining stop on SIGTERM. Announces `wallet-frame listening on <url> in N ms
 * (frame: …; SMTP …; gateway …; data: …; db: …)`.
 * @example
 * await runServiceCli(walletFrameCli())
 */
export function walletFrameCli(): ServiceCli<WalletFrameConfig> {
  return {
    name: 'wallet-frame',
    version: readPackageVersion(new URL('../package.json', import.meta.url)),
    description: "Portico's embedded wallet: the secure frame page and its auth, key and RPC API",
    configHelp: {
      fileEnvVar: WALLET_FRAME_CONFIG_ENV,
      envMap: WALLET_FRAME_ENV,
      schema: walletFrameConfigSchema,
    },
    load: (env, argv) => loadConfig(env, argv),
    check: walletFrameProductionProblems,
    start: async (config) => {
      const startedAt = performance.now()
      const logger = createLogger({ service: 'wallet-frame', level: config.logLevel })
      const frame = await startWalletFrame(config, { logger })
      const ms = Math.round(performance.now() - startedAt)
      const db = config.database
        ? `PostgreSQL schema ${config.database.schema ?? 'public'}`
        : 'SQLite'
      const details = [
        `frame: ${frame.url}/frame?projectId=…`,
        `SMTP ${config.smtp.host}:${config.smtp.port}`,
        `gateway ${config.gatewayUrl}`,
        `data: ${config.dataDir}`,
        `db: ${db}${config.redis ? ', limits in Redis' : ''}`,
      ]
      return {
        announce: `wallet-frame listening on ${frame.url} in ${ms} ms (${details.join('; ')})`,
        logger,
        health: frame.health,
        steps: frame.steps,
      }
    },
  }
}
