import { formatDecimal, formatUnits, parseUnits } from '@portico/common'

/**
 * The amount Max fills in, in whole units: a token's whole balance; for the native coin the
 * balance less the most a two-hop swap can cost at `gasPrice`, with a 20 % margin because the
 * gas price moves between the quote and the signature. Truncated to 6 decimals, so the field
 * shows a readable amount that is never more than allowed. Never negative.
 * @example
 * maxSwapAmount({ balance: '1', decimals: 18, native: true, gasPrice: 10n ** 9n }) // '0.99958'
 */
export function maxSwapAmount({
  balance,
  decimals,
  native,
  gasPrice,
  gasLimit = 350_000n,
}: {
  balance: string
  decimals: number
  native: boolean
  /** Wei per gas. */
  gasPrice: bigint
  gasLimit?: bigint
}): string {
  const units = parseUnits(balance || '0', decimals)
  const reserve = native ? (gasLimit * gasPrice * 12n) / 10n : 0n
  const max = formatUnits(units > reserve ? units - reserve : 0n, decimals)
  return formatDecimal(max, { decimals: 6, fixed: false })
}
