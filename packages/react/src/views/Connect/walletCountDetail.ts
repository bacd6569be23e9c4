import type { Translator } from '../../i18n/Translator'

/**
 * The wallet count at the end of an 'All wallets' row: the exact number up to 10, then rounded
 * down to tens with a '+' ('40+'), in the visitor's digits. Nothing when there are none.
 * @example
 * walletCountDetail(437, useT().number) // '430+'
 */
export function walletCountDetail(count: number, number: Translator['number']): string | undefined {
  if (count === 0) return undefined
  // No grouping: the English row reads '1000+', as it always has.
  const digits = (value: number) => number(value, { useGrouping: false })
  return count > 10 ? `${digits(Math.floor(count / 10) * 10)}+` : digits(count)
}
