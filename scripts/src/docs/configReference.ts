import { describeConfigFields, type EnvMap } from '@portico/server'
import type { z } from 'zod'

/**
 * One service as the configuration reference describes it: its program, the variable naming
 * its JSON file, its other variables and its config schema.
 * @example
 * const service: ConfiguredService = { name: 'gateway', bin: 'portico-gateway', fileEnvVar: 'PORTICO_GATEWAY_CONFIG', envMap: GATEWAY_ENV, schema: gatewayConfigSchema }
 */
export type ConfiguredService = {
  name: string
  bin: string
  fileEnvVar?: string
  envMap: EnvMap
  schema: z.ZodType
}

const escapeCell = (text: string) => text.replaceAll('|', '\\|')

/**
 * The docs site's configuration reference (site/pages/services/configuration.md), written from
 * the services' own schemas and variable maps: what `--help` prints, as Markdown tables. A test
 * checks the committed page against this output, so a field added to a schema without the page
 * fails CI.
 * @example
 * writeFileSync(page, configReference([{ name: 'gateway', bin: 'portico-gateway', … }]))
 */
export function configReference(services: readonly ConfiguredService[]): string {
  const sections = services.map((service) => {
    const variables = Object.entries(service.envMap).map(
      ([name, { path, help }]) => `| \`${name}\` | \`${path}\` | ${escapeCell(help ?? '')} |`,
    )
    const fields = describeConfigFields(service.schema).map((line) => {
      const [path = '', ...rest] = line.split('  ')
      const note = rest.at(-1) ?? ''
      const type = rest.length > 1 ? rest.slice(0, -1).join(' ') : ''
      return `| \`${path}\` | ${type ? `\`${escapeCell(type)}\`` : ''} | ${escapeCell(note.replace(/^\(|\)$/g, ''))} |`
    })
    return [
      `## ${service.name}`,
      '',
      `\`${service.bin} --config FILE\` reads the JSON file${service.fileEnvVar ? ` (or the one \`${service.fileEnvVar}\` names)` : ''}; the variables override its fields.`,
      '',
      '| variable | field | |',
      '| --- | --- | --- |',
      ...variables,
      '',
      '| field | type | default |',
      '| --- | --- | --- |',
      ...fields,
    ].join('\n')
  })
  return `# Configuration reference

<!-- Written by \`npm run docs:config\` from the services' schemas; edit the schemas, not this page. -->

Every field of each service's JSON config, with its type and default, and the environment
variables that set a field over the file. \`--help\` prints the same list; \`--check-config\`
checks a config against it (and, with \`production: true\`, against the
[production rules](./operations.md#production-mode)). Fields marked required are required
within their section: a section left out is not needed.

${sections.join('\n\n')}
`
}
