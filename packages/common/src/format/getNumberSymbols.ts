/**
 * How a locale writes a number: its group separator, decimal mark and ten digits (index 0 is
 * the locale's zero).
 * @example
 * const fa: NumberSymbols = { group: '٬', decimal: '٫', digits: ['۰', '۱', '۲', '۳', '۴', '۵', '۶', '۷', '۸', '۹'] }
 */
export type NumberSymbols = { group: string; decimal: string; digits: readonly string[] }

const ENGLISH: NumberSymbols = {
  group: ',',
  decimal: '.',
  digits: ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'],
}

// Every digit once, more than one group and a fraction: 9,876,543,210.5 in English.
const SAMPLE = 9_876_543_210.5

/**
 * The group separator, decimal mark and digits `locale` writes numbers with, read from Intl;
 * English when no locale is given.
 * @example
 * getNumberSymbols('de') // { group: '.', decimal: ',', digits: ['0', …, '9'] }
 */
export function getNumberSymbols(locale?: string): NumberSymbols {
  if (!locale || locale === 'en') return ENGLISH
  // toLocaleString rather than a new Intl.NumberFormat: engines keep the formatter of the last
  // locale it was called with, so a list of amounts costs microseconds, not a formatter each.
  const chars = Array.from(SAMPLE.toLocaleString(locale))
  const decimal = chars.at(-2) ?? ENGLISH.decimal
  const integer = chars.slice(0, -2)
  // Ten digits written means the locale did not group them; the English comma is kept then.
  const group = integer.length > 10 ? (integer[1] ?? ENGLISH.group) : ENGLISH.group
  const digits = integer.filter((char) => char !== group).reverse()
  return { group, decimal, digits: digits.length === 10 ? digits : ENGLISH.digits }
}
