import { KNOWN_CHAINS, SwapQuoteExpiredError } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { createPortico } from '../createPortico'
import type { SwapQuote, SwapToken } from '../types/SwapClient'
import { SWAP_QUOTE_TTL_MS } from './isQuoteExpired'

const token = (symbol: string, native: boolean): SwapToken => ({
  address: `eip155:1:0x${symbol.padStart(40, '0')}`,
  symbol,
  name: symbol,
  decimals: 18,
  balance: '1',
  price: undefined,
  native,
})

describe('createSwapClient', () => {
  it('is one lazily loaded client per instance', async () => {
    const portico = createPortico({ networks: [KNOWN_CHAINS.mainnet], storage: null })
    const [a, b] = await Promise.all([portico.loadSwap(), portico.loadSwap()])
    expect(a).toBe(b)
  })

  it('offers no swaps where the gateway lists no tokens, even on a spec swap network', async () => {
    // No gateway listens at this address: no tokens, so a Swap form would be a dead end.
    const portico = createPortico({
      networks: [KNOWN_CHAINS.mainnet],
      storage: null,
      apiUrl: 'http://127.0.0.1:9',
    })
    const swap = await portico.loadSwap()
    expect(await swap.isSwapNetwork(KNOWN_CHAINS.mainnet)).toBe(false)
  })

  it('refuses to sign a quote older than its time, before any request', async () => {
    const portico = createPortico({ networks: [KNOWN_CHAINS.mainnet], storage: null })
    const swap = await portico.loadSwap()
    const quote: SwapQuote = {
      from: token('ETH', true),
      to: token('PTT', false),
      fromAmount: 10n ** 17n,
      toAmount: 10n ** 20n,
      rate: 1000,
      priceImpact: 0.1,
      slippage: 1,
      minimumReceived: 99n * 10n ** 18n,
      gasPrice: 10n ** 9n,
      gasLimit: 250_000n,
      networkFee: 25n * 10n ** 13n,
      networkFeeUsd: 0.75,
      needsApproval: false,
      quotedAt: Date.now() - SWAP_QUOTE_TTL_MS - 1,
    }
    await expect(swap.swap(quote)).rejects.toBeInstanceOf(SwapQuoteExpiredError)
  })
})
