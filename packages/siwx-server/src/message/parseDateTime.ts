const RFC3339 =
  /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(?:[Zz]|([+-])(\d{2}):(\d{2}))$/

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

/**
 * The instant an RFC 3339 `date-time` names, in epoch milliseconds, or `undefined` when the
 * string is not one (syntax or calendar, e.g. February 30).
 * @example
 * parseDateTime('2021-09-30T16:25:24Z') // 1633019124000
 * parseDateTime('2021-02-30T00:00:00Z') // undefined
 */
export function parseDateTime(value: string): number | undefined {
  const match = RFC3339.exec(value)
  if (!match) return undefined
  const [, y, mo, d, h, mi, s, fraction, sign, oh, om] = match
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined
  // RFC 3339 allows a leap second (60); it is counted as the next second.
  if (hour > 23 || minute > 59 || second > 60) return undefined
  const offsetHours = Number(oh ?? 0)
  const offsetMinutes = Number(om ?? 0)
  if (offsetHours > 23 || offsetMinutes > 59) return undefined
  const millis = Number((fraction ?? '').padEnd(3, '0').slice(0, 3))
  const utc = new Date(0)
  utc.setUTCFullYear(year, month - 1, day)
  utc.setUTCHours(hour, minute, second, millis)
  const offset = (offsetHours * 60 + offsetMinutes) * 60_000
  return utc.getTime() - (sign === '-' ? -offset : offset)
}

/**
 * Whether a string is an RFC 3339 `date-time`, as EIP-4361 requires of its timestamps.
 * @example
 * isDateTime('2021-09-30T16:25:24.000Z') // true
 */
export function isDateTime(value: string): boolean {
  return parseDateTime(value) !== undefined
}
