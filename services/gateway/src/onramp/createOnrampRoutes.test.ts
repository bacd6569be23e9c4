import {
  ONRAMP_DEFAULT_PAYMENT_CURRENCIES,
  ONRAMP_DEFAULT_PURCHASE_CURRENCIES,
} from '@portico/common'
import { readSignedToken } from '@portico/server'
import { createManualClock } from '@portico/test/services/createManualClock'
import { afterEach, describe, expect, it } from 'vitest'
import type { GatewayConfigInput } from '../config/gatewayConfigSchema'
import { createTestGateway } from '../testing/createTestGateway'
import type { SandboxOrder } from './createSandboxProvider'
import { devnetEthPurchaseCurrency as devnetEth } from './testing/devnetEthPurchaseCurrency'

const SECRET = 'sandbox-secret-for-tests-only'
const TREASURY = '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f'
const WALLET = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const usd = ONRAMP_DEFAULT_PAYMENT_CURRENCIES[0]
const onramp: GatewayConfigInput['onramp'] = {
  purchaseCurrencies: [devnetEth, ...structuredClone(ONRAMP_DEFAULT_PURCHASE_CURRENCIES)],
  prices: { ETH: 2500, USDC: 1 },
  providers: [
    { kind: 'sandbox', url: 'http://127.0.0.1:5175', secret: SECRET, treasury: TREASURY },
    { kind: 'coinbase', appId: 'cdp-app' },
    { kind: 'meld', publicKey: 'meld-key' },
  ],
}
// The sandbox serves the gateway's own chains: a configured chain (not started; nothing here
// reads it) makes 31337 one of them.
const chains = [{ chainId: 31337, name: 'Devnet A', rpcUrl: 'http://127.0.0.1:1' }]

let close: (() => Promise<void>) | undefined
afterEach(async () => {
  await close?.()
  close = undefined
})

async function gateway(input: GatewayConfigInput = { chains, onramp }) {
  const clock = createManualClock()
  const made = await createTestGateway({ projects: [{ projectId: 'p' }], ...input }, { clock })
  close = made.close
  // Existing clients send the JSON as text/plain (api-shapes.md).
  const post = (path: string, body: unknown) =>
    made.app.request(`${path}?projectId=p`, { method: 'POST', body: JSON.stringify(body) })
  return { ...made, clock, post }
}

const quoteBody = (amount: string, extra: Record<string, unknown> = {}) => ({
  purchaseCurrency: devnetEth,
  paymentCurrency: usd,
  amount,
  network: 'ETH',
  ...extra,
})

describe('GET /v1/onramp/options', () => {
  it("answers spec §9's currencies and limits by default, no longer 501", async () => {
    const { app } = await gateway({})
    const res = await app.request('/v1/onramp/options?projectId=p&st=appkit&sv=x&clientId=c')
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body.paymentCurrencies).toEqual(ONRAMP_DEFAULT_PAYMENT_CURRENCIES)
    expect(body.purchaseCurrencies).toEqual(ONRAMP_DEFAULT_PURCHASE_CURRENCIES)
    expect(body.paymentCurrencies[0].payment_method_limits).toEqual([
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ])
    expect(body.providers).toEqual([])
  })

  it('lists the configured providers with their fees and networks', async () => {
    const { app } = await gateway()
    const { providers } = await (await app.request('/v1/onramp/options?projectId=p')).json()
    expect(providers).toEqual([
      {
        name: 'sandbox',
        label: 'Portico Sandbox',
        feePercent: 1.5,
        feeRange: '1.5%',
        supportedChains: ['eip155'],
        networks: ['portico-devnet-a'],
      },
      expect.objectContaining({ name: 'coinbase', supportedChains: ['eip155'] }),
      expect.objectContaining({
        name: 'meld',
        feePercent: 2,
        supportedChains: ['eip155', 'solana'],
      }),
    ])
  })

  it('refuses a provider fee outside 1-2 % at start', async () => {
    await expect(
      gateway({ onramp: { providers: [{ kind: 'meld', publicKey: 'k', feePercent: 3 }] } }),
    ).rejects.toThrow()
  })
})

describe('POST /v1/onramp/quote', () => {
  it('prices a text/plain quote with the provider fee, the network fee and a quote id', async () => {
    const { post } = await gateway()
    const res = await post('/v1/onramp/quote', quoteBody('50'))
    expect(res.status).toBe(200)
    const quote = await res.json()
    expect(quote).toMatchObject({
      coinbaseFee: { amount: '0.75', currency: 'USD' },
      networkFee: { amount: '0.00', currency: 'USD' },
      paymentSubtotal: { amount: '49.25', currency: 'USD' },
      paymentTotal: { amount: '50.00', currency: 'USD' },
      purchaseAmount: { amount: '0.019700', currency: 'ETH' },
      provider: 'sandbox',
      network: 'portico-devnet-a',
    })
    expect(quote.quoteId).toEqual(expect.any(String))
  })

  it("charges each provider's own fee", async () => {
    const { post } = await gateway()
    const body = quoteBody('100', { purchaseCurrency: ONRAMP_DEFAULT_PURCHASE_CURRENCIES[0] })
    const meld = await (await post('/v1/onramp/quote', { ...body, provider: 'meld' })).json()
    const coinbase = await (
      await post('/v1/onramp/quote', { ...body, network: 'polygon', provider: 'coinbase' })
    ).json()
    expect(meld.coinbaseFee.amount).toBe('2.00')
    expect(meld.purchaseAmount).toEqual({ amount: '98.000000', currency: 'USDC' })
    expect(coinbase.coinbaseFee.amount).toBe('1.50')
    expect(coinbase.network).toBe('polygon')
  })

  it('keeps the card and ACH limits', async () => {
    const { post } = await gateway()
    const low = await post('/v1/onramp/quote', quoteBody('9.99'))
    expect(low.status).toBe(400)
    expect((await low.json()).message).toBe('Amount must be between 10.00 and 7500.00 USD')
    expect((await post('/v1/onramp/quote', quoteBody('7500.01'))).status).toBe(400)
    expect((await post('/v1/onramp/quote', quoteBody('7500'))).status).toBe(200)
    const ach = quoteBody('25000', { paymentMethod: 'ach_bank_account' })
    expect((await post('/v1/onramp/quote', ach)).status).toBe(200)
    const achHigh = quoteBody('25000.01', { paymentMethod: 'ach_bank_account' })
    expect((await (await post('/v1/onramp/quote', achHigh)).json()).message).toBe(
      'Amount must be between 10.00 and 25000.00 USD',
    )
  })

  it('refuses bad input with short messages', async () => {
    const { post } = await gateway()
    const cases: [unknown, string][] = [
      [quoteBody('50', { provider: 'nobody' }), "Unknown on-ramp provider 'nobody'"],
      [
        quoteBody('12.345'),
        "Invalid body parameter 'amount': Expected an amount with at most 2 decimals",
      ],
      [
        quoteBody('50', { paymentCurrency: { id: 'GBP', payment_method_limits: [] } }),
        "Unsupported payment currency 'GBP'",
      ],
      [quoteBody('50', { provider: 'coinbase' }), 'Coinbase does not deliver on Devnet A'],
      [quoteBody('50', { paymentMethod: 'cash' }), "Unsupported payment method 'cash'"],
    ]
    for (const [body, message] of cases) {
      const res = await post('/v1/onramp/quote', body)
      expect(res.status).toBe(400)
      expect((await res.json()).message).toBe(message)
    }
  })
})

describe('POST /v1/generators/onrampurl', () => {
  const wallets = [{ address: WALLET, blockchains: ['portico-devnet-a'], assets: ['ETH'] }]

  it('makes a sandbox checkout URL carrying exactly the quote, signed for the sandbox', async () => {
    const { post } = await gateway()
    const quote = await (await post('/v1/onramp/quote', quoteBody('50'))).json()
    const res = await post('/v1/generators/onrampurl', {
      destinationWallets: wallets,
      defaultNetwork: 'portico-devnet-a',
      partnerUserId: 'visitor-1',
      defaultExperience: 'buy',
      presetFiatAmount: 50,
      quoteId: quote.quoteId,
      redirectUrl: 'http://127.0.0.1:5173/',
    })
    expect(res.status).toBe(200)
    const { url } = await res.json()
    const parsed = new URL(url)
    expect(parsed.origin + parsed.pathname).toBe('http://127.0.0.1:5175/checkout')
    const order = readSignedToken(SECRET, parsed.searchParams.get('order') ?? '') as SandboxOrder
    expect(order).toMatchObject({
      address: WALLET,
      chainId: 'eip155:31337',
      asset: 'ETH',
      contract: '',
      amount: quote.purchaseAmount.amount,
      paymentTotal: '50.00',
      fiatCurrency: 'USD',
      partnerUserId: 'visitor-1',
      redirectUrl: 'http://127.0.0.1:5173/',
    })
    // Another secret cannot read it as an order.
    expect(readSignedToken('another-secret-entirely', parsed.searchParams.get('order') ?? '')).toBe(
      undefined,
    )
  })

  it('prices a URL from the preset amount when no quote is given', async () => {
    const { post } = await gateway()
    const res = await post('/v1/generators/onrampurl', {
      destinationWallets: [{ address: WALLET, blockchains: ['base'], assets: ['USDC'] }],
      defaultNetwork: 'base',
      presetFiatAmount: '20',
      provider: 'coinbase',
    })
    const url = new URL((await res.json()).url)
    expect(url.hostname).toBe('pay.coinbase.com')
    expect(url.searchParams.get('presetFiatAmount')).toBe('20.00')
    // base is not among USDC's networks here: its first (ethereum) is used.
    expect(url.searchParams.get('defaultNetwork')).toBe('ethereum')
  })

  it('refuses an expired, forged or misdirected quote', async () => {
    const { post, clock } = await gateway()
    const quote = await (await post('/v1/onramp/quote', quoteBody('50'))).json()
    const forged = await post('/v1/generators/onrampurl', {
      destinationWallets: wallets,
      quoteId: `${quote.quoteId}x`,
    })
    expect((await forged.json()).message).toBe(
      "Invalid parameter 'quoteId': not a quote of this gateway",
    )
    const badAddress = await post('/v1/generators/onrampurl', {
      destinationWallets: [{ address: 'not-an-address', blockchains: [], assets: [] }],
      quoteId: quote.quoteId,
    })
    expect((await badAddress.json()).message).toBe('Invalid destination address for Devnet A')
    clock.advance(10 * 60_000)
    const expired = await post('/v1/generators/onrampurl', {
      destinationWallets: wallets,
      quoteId: quote.quoteId,
    })
    expect(expired.status).toBe(400)
    expect((await expired.json()).message).toBe('The quote expired. Get a new quote.')
  })

  it('needs an amount without a quote and a destination wallet', async () => {
    const { post } = await gateway()
    const noAmount = await post('/v1/generators/onrampurl', { destinationWallets: wallets })
    expect((await noAmount.json()).message).toBe(
      "Invalid body parameter 'presetFiatAmount': Required without a quoteId",
    )
    const noWallet = await post('/v1/generators/onrampurl', { destinationWallets: [] })
    expect((await noWallet.json()).message).toBe(
      "Invalid body parameter 'destinationWallets': Expected at least one destination wallet",
    )
  })
})
