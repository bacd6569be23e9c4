import { gatewayCli } from '@portico/gateway'
import { relayCli } from '@portico/relay'
import type { ConfiguredService } from './configReference'

/**
 * The services the configuration reference describes, read from each program's own `--help`
 * description (its schema and variables), in the order a team deploys them.
 * @example
 * configReference(referencedServices())
 */
export function referencedServices(): ConfiguredService[] {
  return [
    { cli: gatewayCli(), bin: 'portico-gateway' },
    { cli: relayCli(), bin: 'portico-relay' },
  ].map(({ cli, bin }) => ({
    name: cli.name,
    bin,
    fileEnvVar: cli.configHelp.fileEnvVar,
    envMap: cli.configHelp.envMap,
    schema: cli.configHelp.schema,
  }))
}
