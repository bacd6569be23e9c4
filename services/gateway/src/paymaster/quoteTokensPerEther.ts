import type { MarketPrices } from '../prices/createMarketPrices'

/**
 * The price of gas in a token, from the gateway's own USD prices: the token's base units per
 * 10^18 wei of the chain's native coin, `markupPercent` added, rounded up. Undefined when either
 * price is missing (the prices answer 0 for a stale or refused feed, or a token they cannot price).
 * @example
 * await quoteTokensPerEther(prices, { chainId: 31337, native: { symbol: 'ETH', decimals: 18 }, token: { address, symbol: 'tUSDT', decimals: 6 }, markupPercent: 10 })
 * // 3_300_000_000n with ETH at $3,000 and tUSDT at $1
 */
export async function quoteTokensPerEther(
  prices: Pick<MarketPrices, 'priceOf'>,
  args: {
    chainId: number
    native: { symbol: string; decimals: number }
    token: { address: string; symbol: string; decimals: number }
    markupPercent: number
  },
): Promise<bigint | undefined> {
  const chainId = `eip155:${args.chainId}`
  const { token } = args
  const [nativeUsd, tokenUsd] = await Promise.all([
    prices.priceOf({ chainId, symbol: args.native.symbol, decimals: args.native.decimals }),
    prices.priceOf({
      chainId,
      caip10: `${chainId}:${token.address}`,
      symbol: token.symbol,
      decimals: token.decimals,
    }),
  ])
  const usable = (usd: number) => Number.isFinite(usd) && usd > 0
  if (!usable(nativeUsd) || !usable(tokenUsd)) return undefined
  // One whole native coin in whole tokens, with the markup, to 12 significant digits (float
  // noise such as 3300.0000000000005 is not a unit more); then in exact integers, the token's base
  // units per 10^18 wei (a native coin of other decimals scaled to its 10^18 base units' worth).
  const perCoin = ((nativeUsd / tokenUsd) * (100 + args.markupPercent)) / 100
  const [mantissa = '0', exponent = '0'] = perCoin.toExponential(11).split('e')
  const digits = BigInt(mantissa.replace('.', ''))
  const shift = Number(exponent) - 11 + token.decimals + 18 - args.native.decimals
  if (shift >= 0) return digits * 10n ** BigInt(shift)
  const divisor = 10n ** BigInt(-shift)
  return (digits + divisor - 1n) / divisor
}
