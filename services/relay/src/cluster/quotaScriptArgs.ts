import type { QuotaLimits } from '../quota/quotaVerdict'

/**
 * The arguments the storage quota's Lua scripts (RESERVE_STORAGE, ADMIT_AND_INSERT) start
 * with, in their order: key prefix, the batch's time, then the limits per client, per address,
 * in all, and the reserve kept free. A batch's own arguments follow.
 * @example const args = quotaScriptArgs(prefix, now, limits); args.push(clientId, address, 1)
 */
export function quotaScriptArgs(
  prefix: string,
  now: number,
  limits: QuotaLimits,
): (string | number)[] {
  return [prefix, now, limits.perClient, limits.perAddress, limits.total, limits.reservePercent]
}
