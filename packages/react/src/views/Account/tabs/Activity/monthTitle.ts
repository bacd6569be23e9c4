import type { TransactionMonthGroup } from '@portico/common'
import type { Translator } from '../../../../i18n/Translator'

/**
 * The title of one month of history (spec §2) in the translator's language: the month's name
 * in the current year ('November'), with the year before it ('December 2025'). The group's
 * year and month are local time, as the Activity tab groups them.
 * @example
 * monthTitle({ year: 2025, month: 11, … }, new Date('2026-11-23'), useT()) // 'December 2025'
 */
export function monthTitle(
  group: Pick<TransactionMonthGroup, 'year' | 'month'>,
  now: Date,
  translator: Pick<Translator, 'date'>,
): string {
  const first = new Date(group.year, group.month, 1)
  return translator.date(
    first,
    group.year === now.getFullYear() ? { month: 'long' } : { month: 'long', year: 'numeric' },
  )
}
