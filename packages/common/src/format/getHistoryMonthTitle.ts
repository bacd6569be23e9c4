const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

/**
 * Title of a history month group (spec §2): the month name in the current year, otherwise
 * 'Month Year'. `month` is 0-based.
 * @example
 * getHistoryMonthTitle(2025, 2, 2025) // 'March'
 * getHistoryMonthTitle(2024, 11, 2025) // 'December 2024'
 */
export function getHistoryMonthTitle(year: number, month: number, currentYear: number): string {
  const name = MONTHS[month] ?? ''
  return year === currentYear ? name : `${name} ${year}`
}
