import { DEFAULT_LOG_LEVEL, LOGGER_BUFFER_BYTES } from '@portico/common'
import type { PorticoLogger } from '../types/PorticoOptions'

/**
 * Which lines a {@link createPorticoLogger} logger prints: `'warn'` warnings and errors,
 * `'error'` errors only (the default, spec §9), `'silent'` nothing.
 * @example
 * const level: PorticoLogLevel = 'warn'
 */
export type PorticoLogLevel = 'warn' | 'error' | 'silent'

/**
 * One line kept in a logger's buffer: its level, when it was logged (ms since the epoch) and
 * its message with its details written out.
 * @example
 * const line: PorticoLogRecord = { level: 'warn', time: 1718000000000, text: 'Portico: analytics unavailable' }
 */
export type PorticoLogRecord = { level: 'warn' | 'error'; time: number; text: string }

/**
 * A logger that prints at its level and keeps its latest lines, at every level, in a buffer of
 * bounded size.
 * @example
 * const logger: BufferedPorticoLogger = createPorticoLogger()
 * logger.records()
 */
export type BufferedPorticoLogger = PorticoLogger & {
  readonly level: PorticoLogLevel
  /** The buffered lines, oldest first. */
  records(): readonly PorticoLogRecord[]
}

const PRINTED: Record<PorticoLogLevel, readonly PorticoLogRecord['level'][]> = {
  warn: ['warn', 'error'],
  error: ['error'],
  silent: [],
}

function writeDetail(detail: unknown): string {
  if (typeof detail === 'string') return detail
  if (detail instanceof Error) return `${detail.name}: ${detail.message}`
  try {
    return JSON.stringify(detail) ?? String(detail)
  } catch {
    // A circular or BigInt-holding value: its plain string form still says what it was.
    return String(detail)
  }
}

/**
 * The kit's default logger (spec §9): prints errors only to `sink` (default: the console) unless
 * `level` says otherwise, and keeps every warning and error as text in a buffer of at most
 * `bufferBytes` UTF-8 bytes (default `LOGGER_BUFFER_BYTES`, about 1 MB), dropping the oldest
 * lines first. Pass one as `createPortico`'s `logger` to read the buffer with `records()`, for
 * example to attach it to a bug report.
 * @example
 * const logger = createPorticoLogger({ level: 'warn' })
 * const portico = createPortico({ networks, logger })
 * console.log(logger.records().map((line) => line.text))
 */
export function createPorticoLogger({
  level = DEFAULT_LOG_LEVEL,
  sink = console,
  bufferBytes = LOGGER_BUFFER_BYTES,
}: {
  level?: PorticoLogLevel
  sink?: PorticoLogger
  bufferBytes?: number
} = {}): BufferedPorticoLogger {
  const encoder = new TextEncoder()
  const lines: { record: PorticoLogRecord; bytes: number }[] = []
  let total = 0

  const keep = (recordLevel: PorticoLogRecord['level'], message: string, details: unknown[]) => {
    let text = [message, ...details.map(writeDetail)].join(' ')
    let bytes = encoder.encode(text).byteLength
    if (bytes > bufferBytes) {
      // A UTF-16 unit is at most 3 UTF-8 bytes: a line alone over the bound keeps its start.
      text = text.slice(0, Math.floor(bufferBytes / 3))
      bytes = encoder.encode(text).byteLength
    }
    lines.push({ record: { level: recordLevel, time: Date.now(), text }, bytes })
    total += bytes
    while (total > bufferBytes) total -= lines.shift()?.bytes ?? total
  }
  const log =
    (recordLevel: PorticoLogRecord['level']) =>
    (message: string, ...details: unknown[]) => {
      keep(recordLevel, message, details)
      if (PRINTED[level].includes(recordLevel)) sink[recordLevel](message, ...details)
    }

  return {
    level,
    warn: log('warn'),
    error: log('error'),
    records: () => lines.map((line) => line.record),
  }
}
