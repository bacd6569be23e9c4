/**
 * A pool's spot price of one whole base token in quote tokens, from raw reserves and decimals:
 * (quoteReserve / 10^quoteDecimals) / (baseReserve / 10^baseDecimals).
 * @example spotPrice(1_000n * 10n ** 18n, 18, 3_000_000n * 10n ** 6n, 6) // 3000
 */
export function spotPrice(
  baseReserve: bigint,
  baseDecimals: number,
  quoteReserve: bigint,
  quoteDecimals: number,
): number {
  if (baseReserve === 0n) return 0
  return (Number(quoteReserve) / Number(baseReserve)) * 10 ** (baseDecimals - quoteDecimals)
}
