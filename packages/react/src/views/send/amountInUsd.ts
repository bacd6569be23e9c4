import { formatUsd } from '@portico/common'

/**
 * The dollar value of an amount at a price, written by the kit's one USD formatter in the
 * visitor's locale; undefined without a price or a number.
 * @example
 * amountInUsd('0.5', 2000, 'en') // '$1,000.00'
 * amountInUsd('0.5', 2000, 'de') // '$1.000,00'
 */
export function amountInUsd(
  amount: string | undefined,
  price: number | undefined,
  locale: string,
): string | undefined {
  if (!price || !amount || Number.isNaN(Number(amount))) return undefined
  return formatUsd(Number(amount) * price, { locale })
}
