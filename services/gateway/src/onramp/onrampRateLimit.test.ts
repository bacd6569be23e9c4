import { ONRAMP_DEFAULT_PAYMENT_CURRENCIES } from '@portico/common'
import { createManualClock } from '@portico/test/services/createManualClock'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestGateway } from '../testing/createTestGateway'
import { devnetEthPurchaseCurrency as devnetEth } from './testing/devnetEthPurchaseCurrency'

// Quotes and checkout URLs cost a pool read each: one client address cannot ask for them
// without end.

let close: (() => Promise<void>) | undefined
afterEach(async () => {
  await close?.()
  close = undefined
})

describe('on-ramp rate limit', () => {
  it('refuses quotes and checkout URLs past the per-client bucket, per client, until it refills', async () => {
    const clock = createManualClock()
    const made = await createTestGateway(
      {
        projects: [{ projectId: 'p' }],
        chains: [{ chainId: 31337, name: 'Devnet A', rpcUrl: 'http://127.0.0.1:1' }],
        onramp: {
          purchaseCurrencies: [devnetEth],
          prices: { ETH: 2500 },
          providers: [
            {
              kind: 'sandbox',
              url: 'http://127.0.0.1:5175',
              secret: 'sandbox-secret-for-tests-only',
              treasury: '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f',
            },
          ],
          rateLimit: { capacity: 3, refillPerSecond: 0.5 },
        },
      },
      { clock },
    )
    close = made.close
    const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } })
    const post = (path: string, body: unknown, address = '198.51.100.1') =>
      made.app.request(
        `${path}?projectId=p`,
        { method: 'POST', body: JSON.stringify(body) },
        from(address),
      )
    const quote = {
      purchaseCurrency: devnetEth,
      paymentCurrency: ONRAMP_DEFAULT_PAYMENT_CURRENCIES[0],
      amount: '50',
      network: 'ETH',
    }
    const statuses = [
      (await post('/v1/onramp/quote', quote)).status,
      (await post('/v1/onramp/quote', quote)).status,
      (await post('/v1/generators/onrampurl', {})).status,
    ]
    // Two priced quotes and a URL request refused for its missing fields: all counted.
    expect(statuses).toEqual([200, 200, 400])
    const refused = await post('/v1/onramp/quote', quote)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('2')
    expect((await refused.json()).code).toBe('RATE_LIMITED')
    expect((await post('/v1/generators/onrampurl', {})).status).toBe(429)
    // Another address has its own bucket; this one gets a token back after 2 s.
    expect((await post('/v1/onramp/quote', quote, '198.51.100.2')).status).toBe(200)
    clock.advance(2_000)
    expect((await post('/v1/onramp/quote', quote)).status).toBe(200)
  })
})
