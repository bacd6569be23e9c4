/**
 * Structured log sink the relay writes to.
 * @example
 * logger.warn('Socket dropped', { clientId })
 */
export type RelayLogger = {
  debug(message: string, data?: Record<string, unknown>): void
  info(message: string, data?: Record<string, unknown>): void
  warn(message: string, data?: Record<string, unknown>): void
  error(message: string, data?: Record<string, unknown>): void
}

/**
 * Log levels from most to least verbose.
 * @example
 * const level: RelayLogLevel = 'info'
 */
export type RelayLogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent'
