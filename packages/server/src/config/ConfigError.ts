import { BaseError } from '@portico/common'

/**
 * A configuration a service refuses to start with: every problem found, each one line
 * (`path: message`, or a sentence), not the first only.
 * @example
 * throw new ConfigError(['port: Expected a number', 'database.url: Expected a postgres:// URL'])
 */
export class ConfigError extends BaseError {
  override name = 'ConfigError'
  override readonly code = 'INVALID_CONFIG'
  readonly problems: readonly string[]

  constructor(problems: readonly string[]) {
    super(`invalid configuration:\n${problems.map((problem) => `  ${problem}`).join('\n')}`)
    this.problems = problems
  }
}
