import pino from 'pino'
import type { LogFields, Logger, LogLevel } from './Logger'

/**
 * Where log lines go instead of stdout: anything with `write(line)` (a file stream, or an
 * array-backed sink in tests).
 * @example
 * const lines: string[] = []
 * const destination: LogDestination = { write: (line) => void lines.push(line) }
 */
export type LogDestination = { write(line: string): unknown }

// Errors as plain fields: JSON.stringify would write an Error as {}.
function serializable(fields: LogFields): LogFields {
  const out: LogFields = {}
  for (const [key, value] of Object.entries(fields)) {
    out[key] =
      value instanceof Error
        ? { type: value.name, message: value.message, stack: value.stack }
        : value
  }
  return out
}

function wrap(base: pino.Logger): Logger {
  const write =
    (level: 'debug' | 'info' | 'warn' | 'error') => (message: string, fields?: LogFields) => {
      if (fields) base[level](serializable(fields), message)
      else base[level](message)
    }
  return {
    debug: write('debug'),
    info: write('info'),
    warn: write('warn'),
    error: write('error'),
    child: (bindings) => wrap(base.child(serializable(bindings))),
  }
}

/**
 * A JSON-lines logger on pino: each line holds `time` (ISO 8601), `level` (its name), `service`,
 * `msg` and the line's fields. Lines below `level` are dropped; `destination` replaces stdout.
 * @example
 * const logger = createLogger({ service: 'gateway', level: 'info' })
 * logger.info('listening', { url: 'http://127.0.0.1:8787' })
 * // {"level":"info","time":"2025-01-01T00:00:00.000Z","service":"gateway","msg":"listening","url":"http://127.0.0.1:8787"}
 */
export function createLogger(options: {
  service: string
  level?: LogLevel
  destination?: LogDestination
}): Logger {
  const base = pino(
    {
      level: options.level ?? 'info',
      base: { service: options.service },
      messageKey: 'msg',
      timestamp: pino.stdTimeFunctions.isoTime,
      // Level names, not pino's numbers: what people grep for and log shippers map.
      formatters: { level: (label) => ({ level: label }) },
    },
    options.destination ?? pino.destination({ fd: 1, sync: true }),
  )
  return wrap(base)
}
