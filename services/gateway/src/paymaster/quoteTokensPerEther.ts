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
  // One whole native coin in whole tokens, with the markup; then in the token's base units per
  // 10^18 wei (a native coin of other decimals scaled to its 10^18 base units' worth).
  const perCoin = ((nativeUsd / tokenUsd) * (100 + args.markupPercent)) / 100
  const perEther = perCoin * 10 ** (token.decimals + 18 - args.native.decimals)
  // To 12 significant digits first: float noise (3300.0000000000005) is not rounded up a unit.
  return BigInt(Math.ceil(Number(perEther.toPrecision(12))))
}
