import type { z } from 'zod'
import type { EnvMap } from '../config/EnvMap'
import type { RunningService } from './RunningService'

/**
 * A service as its command line sees it: names for `--help` and `--version`, how it reads its
 * config, what it checks beyond the schema (production mode), and how it starts.
 * @example
 * const cli: ServiceCli<KmsConfig> = { name: 'kms', version: '0.1.0', description: '…', configHelp, load, check, start }
 */
export type ServiceCli<Config> = {
  name: string
  version: string
  description: string
  configHelp: {
    /** The variable naming a JSON config file, when the service has one. */
    fileEnvVar?: string
    envMap: EnvMap
    schema: z.ZodType
  }
  /** Reads the config (`--config FILE` among `argv`); throws a ConfigError on problems. */
  load(env: Record<string, string | undefined>, argv: readonly string[]): Config
  /** Problems beyond the schema (production mode), one sentence each. */
  check(config: Config): string[]
  start(config: Config): Promise<RunningService>
}
