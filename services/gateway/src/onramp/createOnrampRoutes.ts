import { randomBytes } from 'node:crypto'
import { isAddressForNamespace, type OnrampNetwork } from '@portico/common'
import type { Clock } from '@portico/server'
import { Hono } from 'hono'
import { GatewayError } from '../errors/GatewayError'
import type { AppEnv } from '../http/AppEnv'
import { parseInput } from '../http/parseInput'
import { readJsonBody } from '../http/readJsonBody'
import { createOnrampHistoryHandler, type OnrampHistorySource } from './createOnrampHistoryHandler'
import { createOnrampPricer } from './createOnrampPricer'
import type { OnrampPriceSource } from './createOnrampPriceSource'
import type { OnrampProvider } from './OnrampProvider'
import type { OnrampConfig } from './onrampConfigSchema'
import { onrampOptions } from './onrampOptions'
import { onrampQuoteBody, onrampUrlBody } from './onrampSchemas'
import { urlQuoteOf } from './urlQuoteOf'

const invalid = (message: string) => new GatewayError('INVALID_PARAMS', { message })
const namespaceOf = (network: OnrampNetwork) => (network.name === 'solana' ? 'solana' : 'eip155')

/**
 * The on-ramp API of spec §7: the options (the configured currencies, spec §9's by default,
 * plus ours: the providers with their fees), fee quotes per provider, and checkout URLs built by
 * the provider plugins. Quote ids are signed: a URL made from one fills exactly that quote.
 * History with `onramp=<provider>` lists the account's deposits from that provider (mounted
 * before the blockchain routes; without the parameter the plain history answers).
 * @example
 * app.route('/', createOnrampRoutes({ config: config.onramp, providers, priceOf, clock, history }))
 */
export function createOnrampRoutes(deps: {
  config: OnrampConfig
  providers: readonly OnrampProvider[]
  priceOf: OnrampPriceSource
  clock: Clock
  history: OnrampHistorySource
}): Hono<AppEnv> {
  const { config, providers, clock } = deps
  const secret = config.quoteSecret ?? randomBytes(32).toString('base64url')
  const app = new Hono<AppEnv>()

  const pricer = createOnrampPricer({ ...deps, secret })
  const { findPurchase, pickProvider, price } = pricer

  app.get('/v1/onramp/options', (c) => c.json(onrampOptions(config, providers)))

  app.post('/v1/onramp/quote', async (c) => {
    const body = parseInput(onrampQuoteBody, await readJsonBody(c), 'body')
    const currency = findPurchase(body.purchaseCurrency.id)
    // Existing clients put the coin's symbol in `network`: that picks its first network.
    const network = currency.networks.find((n) => n.name === body.network) ?? currency.networks[0]
    if (!network) throw invalid(`No network for ${currency.symbol}`)
    const provider = pickProvider(body.provider, network)
    const { quote, quoteId } = await price({
      total: body.amount,
      fiat: body.paymentCurrency.id,
      paymentMethod: body.paymentMethod,
      asset: currency.symbol,
      network,
      provider,
    })
    const fiat = (amount: string) => ({ amount, currency: body.paymentCurrency.id })
    return c.json({
      coinbaseFee: fiat(quote.coinbaseFee),
      networkFee: fiat(quote.networkFee),
      paymentSubtotal: fiat(quote.paymentSubtotal),
      paymentTotal: fiat(quote.paymentTotal),
      purchaseAmount: { amount: quote.purchaseAmount, currency: currency.symbol },
      quoteId,
      provider: provider.name,
      network: network.name,
    })
  })

  app.post('/v1/generators/onrampurl', async (c) => {
    const body = parseInput(onrampUrlBody, await readJsonBody(c), 'body')
    const signed = await urlQuoteOf(body, { config, clock, secret, pricer })
    const provider = pickProvider(signed.provider, signed.network)
    const wallet =
      body.destinationWallets.find((w) => w.blockchains.includes(signed.network.name)) ??
      body.destinationWallets[0]
    if (!wallet || !isAddressForNamespace(namespaceOf(signed.network), wallet.address)) {
      throw invalid(`Invalid destination address for ${signed.network.display_name}`)
    }
    const url = provider.buildUrl({
      orderId: signed.nonce,
      address: wallet.address,
      network: signed.network,
      asset: signed.asset,
      fiatCurrency: signed.fiatCurrency,
      paymentTotal: signed.paymentTotal,
      purchaseAmount: signed.purchaseAmount,
      paymentMethod: signed.paymentMethod,
      partnerUserId: body.partnerUserId,
      redirectUrl: body.redirectUrl,
      expiresAt: signed.expiresAt,
    })
    return c.json({ url, provider: provider.name })
  })

  // Before the blockchain routes: answers history asked with `onramp`, passes the rest.
  app.get('/v1/account/:address/history', createOnrampHistoryHandler(deps))

  return app
}
