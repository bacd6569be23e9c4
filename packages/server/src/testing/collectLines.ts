import type { LogDestination } from '../log/createLogger'

/**
 * A log destination that keeps every line, parsed, for a test to read.
 * @example
 * const sink = collectLines()
 * const logger = createLogger({ service: 'test', destination: sink })
 * sink.lines[0]?.msg
 */
export function collectLines(): LogDestination & {
  lines: Record<string, unknown>[]
  text: () => string
} {
  const raw: string[] = []
  return {
    write: (line: string) => void raw.push(line),
    get lines() {
      return raw.map((line) => JSON.parse(line) as Record<string, unknown>)
    },
    text: () => raw.join(''),
  }
}
