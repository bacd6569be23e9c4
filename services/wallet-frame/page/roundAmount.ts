/** Significant digits a swap's bound keeps: enough to compare with the app's review. */
const SIGNIFICANT = 6

/**
 * A swap's bound cut to six significant digits, rounded the safe way: down for a least amount
 * (the visitor gets at least what is shown), up for a most amount (never pays more than shown).
 * Whole units are never cut.
 * @example roundAmount(7_108_119_345_243_077_946n, 18, 'down') // 7_108_110_000_000_000_000n (7.10811)
 */
export function roundAmount(amount: bigint, decimals: number, direction: 'down' | 'up'): bigint {
  const digits = amount.toString().length
  // Digits below the sixth significant one, but none of the whole units.
  const cut = Math.min(decimals, digits - SIGNIFICANT)
  if (cut <= 0) return amount
  const unit = 10n ** BigInt(cut)
  const down = (amount / unit) * unit
  return direction === 'up' && down !== amount ? down + unit : down
}
