import { join } from 'node:path'
import {
  createLogger,
  type EnvMap,
  productionProblems,
  readPackageVersion,
  type ServiceCli,
  serviceConfigCli,
  serviceEnv,
} from '@portico/server'
import { type KmsConfig, kmsConfigSchema } from './kmsConfigSchema'
import { startKms } from './startKms'

const CONFIG_ENV = 'PORTICO_KMS_CONFIG'

/**
 * The KMS's variables and the config field each sets.
 * @example
 * KMS_ENV.PORTICO_KMS_PORT.path // 'port'
 */
export const KMS_ENV = {
  ...serviceEnv('PORTICO_KMS', ['PORT', 'LOG_LEVEL']),
  PORTICO_KMS_DATA_DIR: { path: 'dataDir', help: 'key, client token and audit log' },
  PORTICO_KMS_KEY_PATH: { path: 'keyPath', help: 'the key file (outside dataDir in production)' },
} as const satisfies EnvMap

/**
 * What production mode refuses in a KMS config: the key file inside `dataDir` (a copy of the
 * data folder, with the audit log and client token, must not carry the key that opens every
 * recovery share; the default keyPath is inside it). Empty unless `production` is on.
 * @example
 * kmsProductionProblems(kmsConfigSchema.parse({ production: true })) // ['keyPath (.cache/kms/kms.key) is inside dataDir: …']
 */
export function kmsProductionProblems(config: KmsConfig): string[] {
  if (!config.production) return []
  return productionProblems({
    service: 'kms',
    host: config.host,
    metricsToken: config.metricsToken,
    outsideDataDir: {
      dataDir: config.dataDir,
      files: [{ name: 'keyPath', path: config.keyPath ?? join(config.dataDir, 'kms.key') }],
      reason:
        'a copy of the data folder would carry the key that opens every recovery share; keep it apart (keyPath).',
    },
  })
}

/**
 * The KMS as a program (`cli.ts`, `server.ts`): its optional JSON config (`--config FILE` or
 * `PORTICO_KMS_CONFIG`) and variables, JSON logs, metrics and health on its port, an orderly
 * stop. Announces `kms listening on http://… (client token: …)`.
 * @example
 * await runServiceCli(kmsCli())
 */
export function kmsCli(): ServiceCli<KmsConfig> {
  return {
    name: 'kms',
    version: readPackageVersion(new URL('../package.json', import.meta.url)),
    description: "the key-encryption service of the embedded wallet's custodial mode",
    ...serviceConfigCli({ schema: kmsConfigSchema, fileEnvVar: CONFIG_ENV, envMap: KMS_ENV }),
    check: kmsProductionProblems,
    start: async (config) => {
      const logger = createLogger({ service: 'kms', level: config.logLevel })
      const kms = await startKms(config, { logger })
      return {
        announce: `kms listening on ${kms.url} (client token: ${kms.tokenPath})`,
        logger,
        health: kms.health,
        steps: kms.steps,
      }
    },
  }
}
