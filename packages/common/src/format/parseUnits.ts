import { parseDecimal } from './parseDecimal'

/**
 * Turn a decimal amount into an integer of smallest units, exactly; extra fraction digits are
 * rounded half away from zero. Throws InvalidDecimalError on a non-number.
 * @example
 * parseUnits('1.5', 18) // 1500000000000000000n
 */
export function parseUnits(value: string | number, decimals: number): bigint {
  const { negative, integer, fraction } = parseDecimal(value)
  let units = BigInt(integer + fraction.slice(0, decimals).padEnd(decimals, '0'))
  if ((fraction[decimals] ?? '0') >= '5') units += 1n
  return negative ? -units : units
}
