import type { Translator } from '../../../../i18n/Translator'

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
]

/**
 * When something happened, relative to `now` for the last week ('just now', '5 minutes ago',
 * 'yesterday', '3 days ago'), then as a date ('Nov 3', or 'Nov 3, 2024' in another year), in
 * the translator's language. Future times (clock skew) read 'just now'.
 * @example
 * formatRelativeTime(new Date(Date.now() - 120_000), new Date(), useT()) // '2 minutes ago'
 */
export function formatRelativeTime(
  date: Date,
  now: Date,
  translator: Pick<Translator, 'locale' | 't' | 'date'>,
): string {
  const elapsed = now.getTime() - date.getTime()
  if (elapsed < 60_000) return translator.t('account.activity.justNow')
  if (elapsed < 7 * 86_400_000) {
    const format = new Intl.RelativeTimeFormat(translator.locale, { numeric: 'auto' })
    for (const [unit, ms] of UNITS) {
      if (elapsed >= ms) return format.format(-Math.floor(elapsed / ms), unit)
    }
  }
  const sameYear = date.getFullYear() === now.getFullYear()
  return translator.date(date, {
    month: 'short',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
  })
}
