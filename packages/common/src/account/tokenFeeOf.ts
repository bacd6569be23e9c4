const WEI_PER_ETHER = 10n ** 18n

/**
 * A network fee in a token's base units: `maxCostWei` at `tokensPerEther` (the token's base units
 * per 10^18 wei of gas cost, markup included, as the gateway quotes it), rounded up so the payer
 * never pays less than the quote. The gateway signs no amount below it for the same operation.
 * @example
 * tokenFeeOf(530_000_000_000_000n, 3_300_000_000n) // 1_749_000n: 1.749 tUSDT (6 decimals)
 */
export function tokenFeeOf(maxCostWei: bigint, tokensPerEther: bigint): bigint {
  if (maxCostWei < 0n || tokensPerEther < 0n) throw new RangeError('a negative fee or price')
  return (maxCostWei * tokensPerEther + WEI_PER_ETHER - 1n) / WEI_PER_ETHER
}
