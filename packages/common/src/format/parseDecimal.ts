import { InvalidDecimalError } from '../errors/format'

/**
 * An exact decimal as digit strings: `integer` has no leading zeros (at least '0'),
 * `fraction` no trailing zeros.
 * @example
 * const d: Decimal = { negative: true, integer: '12', fraction: '05' } // -12.05
 */
export type Decimal = { negative: boolean; integer: string; fraction: string }

// Far beyond any float (1e308) or token decimals; bounds the zero padding below.
const MAX_EXPONENT = 400
const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i

/**
 * Read a decimal from a string ('1.5', '-0.001', '1e-7'), finite number or bigint without
 * going through floating point; throws InvalidDecimalError on anything else.
 * @example
 * parseDecimal('1.2300e2') // { negative: false, integer: '123', fraction: '' }
 */
export function parseDecimal(value: string | number | bigint): Decimal {
  if (typeof value === 'number' && !Number.isFinite(value)) throw new InvalidDecimalError({ value })
  const text = String(value).trim()
  const match = DECIMAL.exec(text)
  const [, sign, int = '', frac = '', exp = '0'] = match ?? []
  if (!match || int.length + frac.length === 0 || Math.abs(Number(exp)) > MAX_EXPONENT) {
    throw new InvalidDecimalError({ value })
  }
  // Shift the decimal point by the exponent on the joined digit string.
  const digits = int + frac
  const point = int.length + Number(exp)
  const padded = point < 0 ? '0'.repeat(-point) + digits : digits.padEnd(point, '0')
  const at = Math.max(point, 0)
  const integer = padded.slice(0, at).replace(/^0+/, '') || '0'
  const fraction = padded.slice(at).replace(/0+$/, '')
  const negative = sign === '-' && (integer !== '0' || fraction !== '')
  return { negative, integer, fraction }
}
