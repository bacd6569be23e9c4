import { parseDecimal } from '@portico/common'
import { PayError } from './PayError'

/**
 * The amount of a payment as an exact decimal string (`12.5` → `'12.5'`, `'1e-2'` → `'0.01'`),
 * read without floating point. Throws PayError `INVALID_AMOUNT` when it is not a number, is
 * zero or less, or has more decimals than the asset (`decimals`).
 * @example
 * toPaymentAmount(12.5, 6) // '12.5'
 * toPaymentAmount('0.0000001', 6) // throws INVALID_AMOUNT
 */
export function toPaymentAmount(amount: unknown, decimals: number): string {
  if (typeof amount !== 'number' && typeof amount !== 'string') {
    throw new PayError('INVALID_AMOUNT', { details: 'The amount must be a number or a string' })
  }
  let value: ReturnType<typeof parseDecimal>
  try {
    value = parseDecimal(amount)
  } catch {
    throw new PayError('INVALID_AMOUNT', { details: `${String(amount)} is not a number` })
  }
  const zero = value.integer === '0' && value.fraction === ''
  if (value.negative || zero) {
    throw new PayError('INVALID_AMOUNT', { details: 'The amount must be more than 0' })
  }
  if (value.fraction.length > decimals) {
    throw new PayError('INVALID_AMOUNT', {
      details: `The asset has ${decimals} decimals; ${String(amount)} has ${value.fraction.length}`,
    })
  }
  return value.fraction ? `${value.integer}.${value.fraction}` : value.integer
}
