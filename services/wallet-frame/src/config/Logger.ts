/**
 * Where the service writes its few log lines; tests pass a silent one.
 * @example
 * const logger: Logger = { info: console.log, warn: console.warn, error: console.error }
 */
export type Logger = {
  info: (message: string, ...rest: unknown[]) => void
  warn: (message: string, ...rest: unknown[]) => void
  error: (message: string, ...rest: unknown[]) => void
}

/**
 * A logger that drops everything.
 * @example
 * createApp({ ...deps, logger: silentLogger })
 */
export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} }
