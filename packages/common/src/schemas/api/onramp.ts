import { z } from '../zodMini'
import { decimalStringSchema } from './primitives'

const purchaseCurrencySchema = z.object({
  id: z.string(),
  name: z.string(),
  symbol: z.string(),
  networks: z.array(
    z.object({
      name: z.string(),
      display_name: z.string(),
      chain_id: z.string(),
      contract_address: z.string(),
    }),
  ),
})

const paymentCurrencySchema = z.object({
  id: z.string(),
  payment_method_limits: z.array(
    z.object({ id: z.string(), min: decimalStringSchema, max: decimalStringSchema }),
  ),
})

/**
 * Answer of GET /v1/onramp/options; the first entry of each list is the default.
 * @example onrampOptionsResponseSchema.parse({ paymentCurrencies: [], purchaseCurrencies: [] })
 */
export const onrampOptionsResponseSchema = z.object({
  paymentCurrencies: z.array(paymentCurrencySchema),
  purchaseCurrencies: z.array(purchaseCurrencySchema),
})

/** @example const r: OnrampOptionsResponse = { paymentCurrencies: [], purchaseCurrencies: [] } */
export type OnrampOptionsResponse = z.infer<typeof onrampOptionsResponseSchema>

/**
 * JSON body of POST /v1/onramp/quote; `network` carries the purchase currency's symbol.
 * @example onrampQuoteRequestSchema.parse({ purchaseCurrency: {...}, paymentCurrency: {...}, amount: '10', network: 'ETH' })
 */
export const onrampQuoteRequestSchema = z.object({
  purchaseCurrency: purchaseCurrencySchema,
  paymentCurrency: paymentCurrencySchema,
  amount: decimalStringSchema,
  network: z.string(),
})

const moneySchema = z.object({ amount: z.string(), currency: z.string() })

/**
 * Answer of POST /v1/onramp/quote; `purchaseAmount.amount` is read.
 * @example onrampQuoteResponseSchema.parse({ purchaseAmount: { amount: '1', currency: 'ETH' } })
 */
export const onrampQuoteResponseSchema = z.object({
  purchaseAmount: z.object({ amount: decimalStringSchema, currency: z.optional(z.string()) }),
  paymentTotal: z.optional(moneySchema),
  paymentSubtotal: z.optional(moneySchema),
  networkFee: z.optional(moneySchema),
  coinbaseFee: z.optional(moneySchema),
  quoteId: z.optional(z.string()),
})

/**
 * Answer of POST /v1/generators/onrampurl.
 * @example onrampUrlResponseSchema.parse({ url: 'https://example.com/buy' })
 */
export const onrampUrlResponseSchema = z.object({ url: z.string() })
