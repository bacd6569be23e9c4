import { randomBytes } from 'node:crypto'
import { isAddressForNamespace, type OnrampNetwork } from '@portico/common'
import { historyQuerySchema } from '@portico/common/schemas/api'
import type { Clock } from '@portico/server'
import { readSignedToken, signToken } from '@portico/server'
import type { Context } from 'hono'
import { Hono } from 'hono'
import { z } from 'zod'
import { createAddressValidator } from '../blockchain/createAddressValidator'
import type { GatewayChain } from '../blockchain/GatewayChain'
import { parseAccountAddress } from '../blockchain/parseAccountAddress'
import type { GatewayDb } from '../db/Database'
import { GatewayError } from '../errors/GatewayError'
import type { AppEnv } from '../http/AppEnv'
import { parseInput } from '../http/parseInput'
import { readJsonBody } from '../http/readJsonBody'
import type { MarketPrices } from '../prices/createMarketPrices'
import type { OnrampPriceSource } from './createOnrampPriceSource'
import type { OnrampProvider } from './OnrampProvider'
import type { OnrampConfig } from './onrampConfigSchema'
import {
  onrampQuoteBody,
  onrampUrlBody,
  type SignedQuote,
  signedQuoteSchema,
} from './onrampSchemas'
import { quoteOnramp } from './quoteOnramp'
import { decodeDepositCursor, readOnrampHistory } from './readOnrampHistory'

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
  history: {
    db: GatewayDb
    chains: readonly GatewayChain[]
    prices: MarketPrices
    pageSize: number
    baseUrl: (c: Context) => string
  }
}): Hono<AppEnv> {
  const { config, providers, clock } = deps
  const secret = config.quoteSecret ?? randomBytes(32).toString('base64url')
  const app = new Hono<AppEnv>()

  const pickProvider = (name: string | undefined, network: OnrampNetwork) => {
    if (name !== undefined) {
      const named = providers.find((provider) => provider.name === name)
      if (!named) throw invalid(`Unknown on-ramp provider '${name}'`)
      if (!named.serves(network)) {
        throw invalid(`${named.label} does not deliver on ${network.display_name}`)
      }
      return named
    }
    const first = providers.find((provider) => provider.serves(network))
    if (!first) throw invalid(`No on-ramp provider delivers on ${network.display_name}`)
    return first
  }

  const findPurchase = (id: string) => {
    const currency = config.purchaseCurrencies.find((c) => c.id === id || c.symbol === id)
    if (!currency) throw invalid(`Unsupported purchase currency '${id}'`)
    return currency
  }

  // Prices `total` of `fiat` into `currency` on `network` through `provider`, limits checked.
  const price = async (args: {
    total: string
    fiat: string
    paymentMethod: string
    asset: string
    network: OnrampNetwork
    provider: OnrampProvider
  }) => {
    const payment = config.paymentCurrencies.find((c) => c.id === args.fiat)
    if (!payment) throw invalid(`Unsupported payment currency '${args.fiat}'`)
    const limit = payment.payment_method_limits.find((l) => l.id === args.paymentMethod)
    if (!limit) throw invalid(`Unsupported payment method '${args.paymentMethod}'`)
    const amount = Number(args.total)
    if (amount < Number(limit.min) || amount > Number(limit.max)) {
      throw invalid(`Amount must be between ${limit.min} and ${limit.max} ${payment.id}`)
    }
    const usd =
      config.prices[args.asset] ??
      (await deps.priceOf({
        chainId: args.network.chain_id,
        contract: args.network.contract_address,
        symbol: args.asset,
      }))
    if (usd === undefined) throw invalid(`No price for ${args.asset}`)
    const fiatRate = config.fiatRates[payment.id]
    if (fiatRate === undefined) throw invalid(`No rate for ${payment.id}`)
    const quote = quoteOnramp({
      total: args.total,
      feePercent: args.provider.feePercent,
      networkFee: args.provider.networkFee,
      priceUsd: usd,
      fiatRate,
    })
    if (!quote) throw invalid('The amount does not cover the fees')
    const signed: SignedQuote = {
      provider: args.provider.name,
      asset: args.asset,
      network: args.network,
      fiatCurrency: payment.id,
      paymentMethod: args.paymentMethod,
      paymentTotal: quote.paymentTotal,
      purchaseAmount: quote.purchaseAmount,
      nonce: randomBytes(8).toString('hex'),
      expiresAt: clock.now() + config.quoteTtlMs,
    }
    return { quote, signed, quoteId: signToken(secret, signed) }
  }

  app.get('/v1/onramp/options', (c) =>
    c.json({
      paymentCurrencies: config.paymentCurrencies,
      purchaseCurrencies: config.purchaseCurrencies,
      // Ours: who sells, at what fee, where.
      providers: providers.map((provider) => ({
        name: provider.name,
        label: provider.label,
        feePercent: provider.feePercent,
        feeRange: `${provider.feePercent}%`,
        supportedChains: provider.namespaces,
        networks: [
          ...new Set(
            config.purchaseCurrencies.flatMap((currency) =>
              currency.networks.filter((n) => provider.serves(n)).map((n) => n.name),
            ),
          ),
        ],
      })),
    }),
  )

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
    let signed: SignedQuote
    if (body.quoteId !== undefined) {
      const read = signedQuoteSchema.safeParse(readSignedToken(secret, body.quoteId))
      if (!read.success) throw invalid("Invalid parameter 'quoteId': not a quote of this gateway")
      if (read.data.expiresAt <= clock.now()) throw invalid('The quote expired. Get a new quote.')
      if (body.provider !== undefined && body.provider !== read.data.provider) {
        throw invalid("Invalid parameter 'provider': the quote is for another provider")
      }
      signed = read.data
    } else {
      if (body.presetFiatAmount === undefined) {
        throw invalid("Invalid body parameter 'presetFiatAmount': Required without a quoteId")
      }
      const first = body.destinationWallets[0]
      const currency = findPurchase(first?.assets[0] ?? config.purchaseCurrencies[0]?.id ?? '')
      const wanted = body.defaultNetwork ?? first?.blockchains[0]
      const network = currency.networks.find((n) => n.name === wanted) ?? currency.networks[0]
      if (!network) throw invalid(`No network for ${currency.symbol}`)
      const provider = pickProvider(body.provider, network)
      signed = (
        await price({
          total: body.presetFiatAmount,
          fiat: body.fiatCurrency ?? config.paymentCurrencies[0]?.id ?? 'USD',
          paymentMethod: body.paymentMethod,
          asset: currency.symbol,
          network,
          provider,
        })
      ).signed
    }
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

  const chains = new Map(deps.history.chains.map((chain) => [chain.caip2, chain]))
  const isValidAddress = createAddressValidator()
  const onrampHistoryQuery = historyQuerySchema.extend({ onramp: z.string().min(1).max(32) })
  app.get('/v1/account/:address/history', async (c, next) => {
    if (c.req.query('onramp') === undefined) return next()
    const query = parseInput(onrampHistoryQuery, c.req.query(), 'query')
    const account = parseAccountAddress(c.req.param('address'), query.chainId, isValidAddress)
    const provider = providers.find((p) => p.name === query.onramp)
    if (!provider) throw invalid(`Unknown on-ramp provider '${query.onramp}'`)
    const after = query.cursor ? decodeDepositCursor(query.cursor) : undefined
    if (query.cursor && !after) throw invalid("Invalid query parameter 'cursor': not a cursor")
    if (account.namespace !== 'eip155' || (account.chainId && !chains.has(account.chainId))) {
      return c.json({ data: [], next: null })
    }
    return c.json(
      await readOnrampHistory({
        db: deps.history.db,
        account: account.address,
        chainId: account.chainId,
        senders: provider.depositSenders,
        limit: deps.history.pageSize,
        after,
        chains,
        prices: deps.history.prices,
        baseUrl: deps.history.baseUrl(c),
      }),
    )
  })

  return app
}
