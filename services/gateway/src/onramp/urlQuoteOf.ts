import type { Clock } from '@portico/server'
import { readSignedToken } from '@portico/server'
import type { z } from 'zod'
import { GatewayError } from '../errors/GatewayError'
import type { OnrampPricer } from './createOnrampPricer'
import type { OnrampConfig } from './onrampConfigSchema'
import { type onrampUrlBody, type SignedQuote, signedQuoteSchema } from './onrampSchemas'

const invalid = (message: string) => new GatewayError('INVALID_PARAMS', { message })

/**
 * The quote a checkout URL fills: the one its `quoteId` names (signed by this gateway with
 * `secret`, not expired, of the provider asked for), or a new one for `presetFiatAmount` of the
 * first destination's asset and network.
 * @example
 * const signed = await urlQuoteOf(body, { config, clock, secret, pricer })
 */
export async function urlQuoteOf(
  body: z.infer<typeof onrampUrlBody>,
  deps: { config: OnrampConfig; clock: Clock; secret: string; pricer: OnrampPricer },
): Promise<SignedQuote> {
  const { config, clock, secret } = deps
  const { findPurchase, pickProvider, price } = deps.pricer
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
  return signed
}
