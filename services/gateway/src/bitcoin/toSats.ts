/**
 * A coin amount as Bitcoin Core's JSON prints it (a number of whole coins with 8 decimals) in
 * satoshis. Rounding is exact below 2^53 satoshis, far above any supply.
 * @example
 * toSats(0.0001) // 10000
 */
export function toSats(coins: number): number {
  return Math.round(coins * 1e8)
}
