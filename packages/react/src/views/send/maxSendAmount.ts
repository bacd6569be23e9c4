import { formatUnits, parseUnits } from '@portico/common'

/**
 * The largest amount the Max button fills in, in whole units: the whole balance of a token, or
 * for the native token the balance minus the network fee with a 20 % margin (gas prices move
 * between the estimate and the send). Never negative.
 * @example
 * maxSendAmount({ balance: '1', decimals: 18, fee: 10n ** 15n, isNative: true }) // '0.9988'
 */
export function maxSendAmount({
  balance,
  decimals,
  fee,
  isNative,
}: {
  balance: string
  decimals: number
  /** Fee estimate in the native smallest unit. */
  fee: bigint | undefined
  isNative: boolean
}): string {
  const units = parseUnits(balance || '0', decimals)
  if (!isNative) return formatUnits(units, decimals)
  const reserve = ((fee ?? 0n) * 12n) / 10n
  return formatUnits(units > reserve ? units - reserve : 0n, decimals)
}
