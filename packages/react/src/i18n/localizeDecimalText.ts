/**
 * A decimal the kit formatted the English way ('1,234.567', '+0.500 ETH', '$3,750.00') with the
 * separators and digits of `locale` instead ('1.234,567' in German): the kit's own formatters
 * keep their exact truncation and rounding of long decimals, only the symbols change. Signs,
 * currency marks and token symbols (digits in them too) stay. English text comes back as it is.
 * The one way the kit writes an amount in the visitor's locale.
 * @example
 * localizeDecimalText('1,234.56', 'de') // '1.234,56'
 */
export function localizeDecimalText(text: string, locale: string): string {
  if (locale === 'en') return text
  const format = new Intl.NumberFormat(locale, { useGrouping: false })
  const digits = Array.from({ length: 10 }, (_, digit) => format.format(digit))
  // Ten million and a half: long enough that every locale groups it (some only from 5 digits).
  const parts = new Intl.NumberFormat(locale).formatToParts(10_000_000.5)
  const group = parts.find((part) => part.type === 'group')?.value ?? ','
  const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.'
  // Only the number's run of characters: a token symbol such as 'USD.e' keeps its dot, and
  // digits inside a symbol ('1INCH', 'USDC0') are part of its name, not a number.
  return text.replace(/(?<![\p{L}\d])\d[\d,]*(?:\.\d+)?(?![\p{L}\d])/gu, (number) =>
    number.replace(/[\d,.]/g, (char) => {
      if (char === ',') return group
      if (char === '.') return decimal
      return digits[Number(char)] ?? char
    }),
  )
}
