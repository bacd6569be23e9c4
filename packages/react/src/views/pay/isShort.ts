import { parseUnits } from '@portico/common'

/**
 * Whether a balance is less than the amount asked, both decimal strings in whole units of an
 * asset with `decimals` places, compared exactly (never as floating point).
 * @example
 * isShort('3.2', '12.5', 6) // true
 */
export function isShort(balance: string, amount: string, decimals: number): boolean {
  try {
    return parseUnits(balance, decimals) < parseUnits(amount, decimals)
  } catch {
    // An unreadable balance is not a reason to refuse: the wallet's own check still runs.
    return false
  }
}
