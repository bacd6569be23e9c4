import { gatewayCli } from '@portico/gateway'
import { relayCli } from '@portico/relay'
import { walletFrameCli } from '@portico/wallet-frame'
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
    { cli: walletFrameCli(), bin: 'portico-wallet-frame' },
  ].map(({ cli, bin }) => ({
    name: cli.name,
    bin,
    ...(cli.configHelp.fileEnvVar && { fileEnvVar: cli.configHelp.fileEnvVar }),
    envMap: cli.configHelp.envMap,
    schema: cli.configHelp.schema,
  }))
}
