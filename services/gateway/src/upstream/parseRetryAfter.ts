/**
 * The wait a `Retry-After` header asks for, in ms: delay-seconds or an HTTP date (RFC 9110
 * §10.2.3); undefined when absent or unreadable. A date in the past is no wait.
 * @example
 * parseRetryAfter('3', Date.now()) // 3000
 */
export function parseRetryAfter(value: string | null | undefined, now: number): number | undefined {
  if (value === null || value === undefined) return undefined
  const trimmed = value.trim()
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000
  // An HTTP date names its day and month in letters; Date.parse alone would read '-1' as a year.
  if (!/^[A-Za-z]{3}, /.test(trimmed)) return undefined
  const date = Date.parse(trimmed)
  if (Number.isNaN(date)) return undefined
  return Math.max(0, date - now)
}
