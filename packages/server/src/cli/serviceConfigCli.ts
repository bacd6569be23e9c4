import type { z } from 'zod'
import type { EnvMap } from '../config/EnvMap'
import { loadServiceConfig } from '../config/loadServiceConfig'
import type { ServiceCli } from './ServiceCli'

/**
 * The `configHelp` and `load` of a {@link ServiceCli} whose config is its schema over an
 * optional JSON file and variables, nothing more: both are made from one statement, so
 * `--help` describes exactly what is read.
 * @example
 * const cli: ServiceCli<KmsConfig> = {
 *   ...serviceConfigCli({ schema: kmsConfigSchema, fileEnvVar: 'PORTICO_KMS_CONFIG', envMap: KMS_ENV }),
 *   name: 'kms', version, description, check, start,
 * }
 */
export function serviceConfigCli<S extends z.ZodType>(source: {
  schema: S
  /** The variable naming a JSON config file (`--config FILE` wins over it). */
  fileEnvVar?: string
  envMap: EnvMap
}): Pick<ServiceCli<z.output<S>>, 'configHelp' | 'load'> {
  return {
    configHelp: source,
    load: (env, argv) => loadServiceConfig({ ...source, env, argv }),
  }
}
