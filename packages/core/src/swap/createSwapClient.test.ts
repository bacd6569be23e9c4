import {
  GasPriceNetworkNotSupportedError,
  KNOWN_CHAINS,
  SwapInsufficientBalanceError,
  SwapQuoteExpiredError,
} from '@portico/common'
import { describe, expect, it, vi } from 'vitest'
import { createPortico } from '../createPortico'
import { createTestPortico } from '../testing/createTestPortico'
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

  it('says Insufficient balance for more than is held, before asking any pool', async () => {
    const requests: string[] = []
    vi.stubGlobal('fetch', async (input: string | URL) => {
      requests.push(String(input))
      return new Response(JSON.stringify({ quotes: [] }), {
        headers: { 'content-type': 'application/json' },
      })
    })
    try {
      const { portico } = createTestPortico()
      await portico.connect({ connectorId: 'injected' })
      const swap = await portico.loadSwap()
      const error = await swap
        .getQuote({ from: token('ETH', true), to: token('PTT', false), amount: '5' })
        .catch((e: unknown) => e)
      expect(error).toBeInstanceOf(SwapInsufficientBalanceError)
      expect(requests.filter((url) => url.includes('/convert/'))).toEqual([])
      await portico.destroy()
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it("says 'Network not supported for Gas Price' on a network the gateway does not serve, before asking it", async () => {
    const requests: string[] = []
    vi.stubGlobal('fetch', async (input: string | URL) => {
      requests.push(String(input))
      // The gateway serves Base only; the account is on Ethereum.
      const body = String(input).includes('/supported-chains')
        ? { http: ['eip155:8453'], ws: [] }
        : {}
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
    })
    try {
      const { portico } = createTestPortico()
      await portico.connect({ connectorId: 'injected' })
      const swap = await portico.loadSwap()
      const error = await swap.maxAmount(token('ETH', true)).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(GasPriceNetworkNotSupportedError)
      expect((error as GasPriceNetworkNotSupportedError).shortMessage).toBe(
        'Network not supported for Gas Price',
      )
      expect(requests.filter((url) => url.includes('/convert/'))).toEqual([])
      await portico.destroy()
    } finally {
      vi.unstubAllGlobals()
    }
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
    const events: string[] = []
    portico.subscribeEvents(({ event }) => events.push(event.event))
    await expect(swap.swap(quote)).rejects.toBeInstanceOf(SwapQuoteExpiredError)
    // The confirmed swap and its failure are events (analytics sends them).
    expect(events).toEqual(['SWAP_INITIATED', 'SWAP_ERROR'])
  })
})
