import {
  KNOWN_CHAINS,
  ONRAMP_DEFAULT_PAYMENT_CURRENCIES,
  ONRAMP_DEFAULT_PURCHASE_CURRENCIES,
} from '@portico/common'
import { describe, expect, it } from 'vitest'
import { createPortico } from '../createPortico'

// A gateway that answers but fails every call (an unreachable one is reported by the
// development diagnostics instead, once, as a gateway problem).
const deadGateway = () => {
  const warnings: string[] = []
  const portico = createPortico({
    networks: [KNOWN_CHAINS.mainnet],
    storage: null,
    projectId: 'p',
    apiUrl: 'http://127.0.0.1:9',
    fetch: async () =>
      new Response(JSON.stringify({ code: 'INTERNAL', message: 'Internal error' }), {
        status: 500,
      }),
    logger: { warn: (message) => warnings.push(message), error: () => {} },
  })
  return { portico, warnings }
}

describe('createOnrampClient', () => {
  it('is one lazily loaded client per instance', async () => {
    const { portico } = deadGateway()
    const [a, b] = await Promise.all([portico.loadOnramp(), portico.loadOnramp()])
    expect(a).toBe(b)
  })

  it('answers the built-in default list when the options call fails, and says so', async () => {
    const { portico, warnings } = deadGateway()
    const options = await (await portico.loadOnramp()).getOptions()
    expect(options.fallback).toBe(true)
    expect(options.paymentCurrencies).toEqual(ONRAMP_DEFAULT_PAYMENT_CURRENCIES)
    expect(options.purchaseCurrencies).toEqual(ONRAMP_DEFAULT_PURCHASE_CURRENCIES)
    expect(options.providers.map((p) => [p.name, p.feeRange, p.supportedChains])).toEqual([
      ['coinbase', '1-2%', ['eip155']],
      ['meld', '1-2%', ['eip155', 'solana']],
    ])
    expect(warnings).toEqual([
      'Portico: the on-ramp options call failed; the Buy views show the built-in default list (spec §8).',
    ])
  })

  it('answers a mocked 1:1 quote when the quote call fails, and says so', async () => {
    const { portico, warnings } = deadGateway()
    const onramp = await portico.loadOnramp()
    const options = await onramp.getOptions()
    const [eth] = options.purchaseCurrencies.filter((c) => c.symbol === 'ETH')
    const quote = await onramp.getQuote({
      provider: options.providers[0] as never,
      purchaseCurrency: eth as never,
      paymentCurrency: options.paymentCurrencies[0] as never,
      network: eth?.networks[0] as never,
      amount: '50',
      paymentMethod: 'card',
    })
    expect(quote).toMatchObject({
      mocked: true,
      purchaseAmount: '50',
      paymentTotal: '50',
      coinbaseFee: '0',
      quoteId: undefined,
    })
    expect(warnings.at(-1)).toBe(
      'Portico: the on-ramp quote call failed; the Buy view shows a mocked quote (spec §8).',
    )

    // Going to the provider's checkout is an event (analytics sends it), without the address.
    const events: unknown[] = []
    portico.subscribeEvents(({ event }) => events.push(event))
    await onramp
      .getCheckoutUrl({ quote, address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' })
      .catch(() => undefined)
    expect(events).toEqual([
      {
        event: 'BUY_INITIATED',
        properties: {
          provider: quote.provider,
          network: quote.network.name,
          currency: 'ETH',
          paymentCurrency: quote.paymentCurrency.id,
        },
      },
    ])
  })
})
