/**
 * Structured fields of one log line, beside its message. An `Error` value is written as its
 * type, message and stack.
 * @example
 * const fields: LogFields = { chain: 'eip155:1', error }
 */
export type LogFields = Record<string, unknown>

/**
 * How much a logger writes, from most to least: `silent` writes nothing.
 * @example
 * const level: LogLevel = 'info'
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent'

/**
 * Where a service writes its log lines: a message and optional fields per line; `child` binds
 * fields (a request id, a component) to every line it writes.
 * @example
 * logger.warn('indexer: chain unreachable', { chain: 'eip155:1' })
 * const requestLogger = logger.child({ requestId })
 */
export type Logger = {
  debug(message: string, fields?: LogFields): void
  info(message: string, fields?: LogFields): void
  warn(message: string, fields?: LogFields): void
  error(message: string, fields?: LogFields): void
  child(bindings: LogFields): Logger
}
