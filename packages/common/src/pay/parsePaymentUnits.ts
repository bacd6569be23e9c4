import { parseDecimal } from '../format/parseDecimal'

/**
 * A payment amount ('12.5', 12.5) in the asset's base units, exactly: undefined when it is not
 * a decimal number, not above zero, or has more fraction digits than the asset's `decimals`
 * (a payment is never rounded; `parseUnits` rounds, for display amounts).
 * @example
 * parsePaymentUnits('12.5', 6) // 12_500_000n
 * parsePaymentUnits('0.0000001', 6) // undefined
 */
export function parsePaymentUnits(amount: string | number, decimals: number): bigint | undefined {
  let decimal: ReturnType<typeof parseDecimal>
  try {
    decimal = parseDecimal(amount)
  } catch {
    return undefined
  }
  const { negative, integer, fraction } = decimal
  if (negative || fraction.length > decimals) return undefined
  const units = BigInt(integer + fraction.padEnd(decimals, '0'))
  return units > 0n ? units : undefined
}
