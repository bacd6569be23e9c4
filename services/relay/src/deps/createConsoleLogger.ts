import type { RelayLogger, RelayLogLevel } from './RelayLogger'

const ORDER: Record<RelayLogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3, silent: 4 }

/**
 * A logger writing one line per entry to stderr, dropping entries below `level`.
 * @example
 * const logger = createConsoleLogger('warn')
 */
export function createConsoleLogger(level: RelayLogLevel = 'info'): RelayLogger {
  const write =
    (entryLevel: Exclude<RelayLogLevel, 'silent'>) =>
    (message: string, data?: Record<string, unknown>) => {
      if (ORDER[entryLevel] < ORDER[level]) return
      const suffix = data ? ` ${JSON.stringify(data)}` : ''
      process.stderr.write(`[relay] ${entryLevel} ${message}${suffix}\n`)
    }
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') }
}
