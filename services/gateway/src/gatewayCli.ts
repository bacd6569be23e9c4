import { createLogger, readPackageVersion, type ServiceCli } from '@portico/server'
import { type GatewayConfig, gatewayConfigSchema } from './config/gatewayConfigSchema'
import { gatewayProductionProblems } from './config/gatewayProductionProblems'
import { GATEWAY_CONFIG_ENV, GATEWAY_ENV, loadConfig } from './config/loadConfig'
import { startGateway } from './startGateway'

/**
 * The gateway as a program (`cli.ts`, `server.ts`): `--help`, `--version`, `--config FILE`,
 * `--check-config`, JSON logs on stdout, metrics and health on its port, an orderly stop on
 * SIGTERM. Announces `gateway listening on <url> (chains: …; db: …)`.
 * @example
 * await runServiceCli(gatewayCli())
 */
export function gatewayCli(): ServiceCli<GatewayConfig> {
  return {
    name: 'gateway',
    version: readPackageVersion(new URL('../package.json', import.meta.url)),
    description: 'blockchain API, wallet catalogue, sign-in and on-ramp of Portico',
    configHelp: {
      fileEnvVar: GATEWAY_CONFIG_ENV,
      envMap: GATEWAY_ENV,
      schema: gatewayConfigSchema,
    },
    load: (env, argv) => loadConfig(env, argv),
    check: gatewayProductionProblems,
    start: async (config) => {
      const logger = createLogger({ service: 'gateway', level: config.logLevel })
      const gateway = await startGateway(config, { logger })
      const chains = config.chains.map((c) => `eip155:${c.chainId}`).join(', ') || 'none'
      const db = config.database
        ? `postgres schema ${config.database.schema ?? 'public'}`
        : config.dbPath
      return {
        announce: `gateway listening on ${gateway.url} (chains: ${chains}; db: ${db})`,
        logger,
        health: gateway.health,
        steps: gateway.steps,
      }
    },
  }
}
