const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
]

/**
 * When something happened, relative to `now` for the last week ('just now', '5 minutes ago',
 * 'yesterday', '3 days ago'), then as a date ('Nov 3', or 'Nov 3, 2024' in another year).
 * Future times (clock skew) read 'just now'.
 * @example
 * formatRelativeTime(new Date(Date.now() - 120_000), new Date()) // '2 minutes ago'
 */
export function formatRelativeTime(date: Date, now: Date, locale = 'en'): string {
  const elapsed = now.getTime() - date.getTime()
  if (elapsed < 60_000) return 'just now'
  if (elapsed < 7 * 86_400_000) {
    const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })
    for (const [unit, ms] of UNITS) {
      if (elapsed >= ms) return format.format(-Math.floor(elapsed / ms), unit)
    }
  }
  const sameYear = date.getFullYear() === now.getFullYear()
  return new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(date)
}
