import { describeConfigFields } from './describeConfigFields'
import type { ServiceCli } from './ServiceCli'

/**
 * The `--help` text of a service: usage, options, every environment variable (with the config
 * field it sets) and every config field with its default.
 * @example
 * process.stdout.write(helpText(kmsCli))
 */
export function helpText(cli: ServiceCli<unknown>): string {
  const { configHelp } = cli
  const env = Object.entries(configHelp.envMap).map(
    ([name, entry]) => `  ${name}  sets ${entry.path}${entry.help ? `: ${entry.help}` : ''}`,
  )
  if (configHelp.fileEnvVar) env.unshift(`  ${configHelp.fileEnvVar}  the JSON config file`)
  return [
    `${cli.name} ${cli.version}: ${cli.description}`,
    '',
    `Usage: ${cli.name} [--config FILE] [--check-config] [--help] [--version]`,
    '',
    'Options:',
    '  --config FILE    read the JSON config file FILE (environment variables override it)',
    '  --check-config   print every configuration problem and exit 1, or "configuration OK" and 0',
    '  --help           print this text',
    '  --version        print the version',
    '',
    'Environment:',
    ...env,
    '',
    'Config fields (JSON file):',
    ...describeConfigFields(configHelp.schema).map((line) => `  ${line}`),
    '',
  ].join('\n')
}
