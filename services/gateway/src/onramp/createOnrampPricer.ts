import { randomBytes } from 'node:crypto'
import type { OnrampNetwork } from '@portico/common'
import type { Clock } from '@portico/server'
import { signToken } from '@portico/server'
import { GatewayError } from '../errors/GatewayError'
import type { OnrampPriceSource } from './createOnrampPriceSource'
import type { OnrampProvider } from './OnrampProvider'
import type { OnrampConfig } from './onrampConfigSchema'
import type { SignedQuote } from './onrampSchemas'
import { quoteOnramp } from './quoteOnramp'

const invalid = (message: string) => new GatewayError('INVALID_PARAMS', { message })

/**
 * The on-ramp's choices and prices: the provider for a network (the one named, or the first
 * that delivers there), the purchase currency for an id or symbol, and a quote of an amount
 * with its limits checked, signed with `secret` so a checkout URL fills exactly that quote.
 * Every refusal is `400 INVALID_PARAMS` with the reason.
 * @example
 * const { quote, quoteId } = await pricer.price({ total: '100', fiat: 'USD', paymentMethod: 'CARD', asset: 'ETH', network, provider })
 */
export function createOnrampPricer(deps: {
  config: OnrampConfig
  providers: readonly OnrampProvider[]
  priceOf: OnrampPriceSource
  clock: Clock
  secret: string
}) {
  const { config, providers, clock, secret } = deps
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

  return { pickProvider, findPurchase, price }
}

/** What {@link createOnrampPricer} makes. @example const pricer: OnrampPricer = createOnrampPricer(deps) */
export type OnrampPricer = ReturnType<typeof createOnrampPricer>
