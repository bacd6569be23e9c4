import { describe, expect, it } from 'vitest'
import type { PricedToken } from '../prices/createMarketPrices'
import { quoteTokensPerEther } from './quoteTokensPerEther'

// The gateway's prices as a table by symbol: 0 where it has none, as createMarketPrices answers.
const pricesOf = (usd: Record<string, number>) => ({
  priceOf: async (token: PricedToken) => usd[token.symbol] ?? 0,
})
const tUsdt = {
  address: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
  symbol: 'tUSDT',
  decimals: 6,
}
const ether = { symbol: 'ETH', decimals: 18 }

describe('quoteTokensPerEther', () => {
  it("prices 10^18 wei in the token's base units, the markup added and float noise not rounded up", async () => {
    const prices = pricesOf({ ETH: 3_000, tUSDT: 1 })
    const quote = (markupPercent: number) =>
      quoteTokensPerEther(prices, { chainId: 31337, native: ether, token: tUsdt, markupPercent })
    expect(await quote(10)).toBe(3_300_000_000n)
    expect(await quote(0)).toBe(3_000_000_000n)
    expect(await quote(100)).toBe(6_000_000_000n)
  })

  it("scales a native coin of other decimals to 10^18 of its base units' worth", async () => {
    const prices = pricesOf({ GAS: 2, PTT: 4 })
    const token = {
      address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      symbol: 'PTT',
      decimals: 18,
    }
    // One whole GAS (10^6 base units) is half a PTT: 10^18 base units are 5 × 10^11 PTT.
    const native = { symbol: 'GAS', decimals: 6 }
    expect(await quoteTokensPerEther(prices, { chainId: 1, native, token, markupPercent: 0 })).toBe(
      5n * 10n ** 11n * 10n ** 18n,
    )
  })

  it('has no quote without a price of the token or of the native coin', async () => {
    const args = { chainId: 31337, native: ether, token: tUsdt, markupPercent: 10 }
    expect(await quoteTokensPerEther(pricesOf({ ETH: 3_000 }), args)).toBeUndefined()
    expect(await quoteTokensPerEther(pricesOf({ tUSDT: 1 }), args)).toBeUndefined()
    expect(await quoteTokensPerEther(pricesOf({ ETH: Number.NaN, tUSDT: 1 }), args)).toBeUndefined()
  })
})
