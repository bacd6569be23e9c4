import { parseUnits } from '@portico/common'

/**
 * The ledger's fixed precision: every balance is kept in units of 10^-18 of its asset, whatever
 * the asset's decimals on a given network (assets with more are refused by the config).
 * @example toLedgerUnits('12.5') // 12500000000000000000n
 */
export const LEDGER_DECIMALS = 18

/**
 * A decimal amount as ledger units, exactly (amounts are checked to have no more decimals than
 * their asset before they get here).
 * @example toLedgerUnits('0.01') // 10000000000000000n
 */
export function toLedgerUnits(amount: string): bigint {
  return parseUnits(amount, LEDGER_DECIMALS)
}
