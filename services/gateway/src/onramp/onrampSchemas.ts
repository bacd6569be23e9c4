import { onrampQuoteRequestSchema } from '@portico/common/schemas/api'
import { z } from 'zod'

/** A fiat amount: at most 2 decimals, above zero. */
const fiatAmount = z
  .string()
  .regex(/^\d{1,12}(\.\d{1,2})?$/, 'Expected an amount with at most 2 decimals')
  .refine((value) => Number(value) > 0, 'Expected an amount above zero')

const providerName = z.string().min(1).max(32)
const paymentMethod = z.string().min(1).max(32).default('card')

/**
 * Body of POST /v1/onramp/quote: the client's fields (spec §7; `network` carries the coin's
 * symbol in existing clients, or a network name of the options), plus ours: `provider` (the
 * first configured one that serves the network by default) and `paymentMethod` (card).
 * @example onrampQuoteBody.parse({ purchaseCurrency, paymentCurrency, amount: '50', network: 'ETH', provider: 'sandbox' })
 */
export const onrampQuoteBody = z.object({
  ...onrampQuoteRequestSchema.shape,
  amount: fiatAmount,
  network: z.string().min(1).max(64),
  provider: providerName.optional(),
  paymentMethod,
})

/**
 * Body of POST /v1/generators/onrampurl: the client's fields (spec §7) plus ours: `provider`,
 * `quoteId` (a quote of POST /v1/onramp/quote: the checkout then fills exactly that quote),
 * `fiatCurrency`, `paymentMethod` and `redirectUrl`.
 * @example onrampUrlBody.parse({ destinationWallets: [{ address, blockchains: ['ethereum'], assets: ['ETH'] }], presetFiatAmount: 50 })
 */
export const onrampUrlBody = z.object({
  destinationWallets: z
    .array(
      z.object({
        address: z.string().min(1).max(128),
        blockchains: z.array(z.string().max(64)).max(50).default([]),
        assets: z.array(z.string().max(32)).max(50).default([]),
      }),
    )
    .min(1, 'Expected at least one destination wallet')
    .max(10),
  defaultNetwork: z.string().max(64).optional(),
  partnerUserId: z.string().max(128).optional(),
  defaultExperience: z.enum(['buy', 'send']).optional(),
  presetCryptoAmount: z.union([z.number(), z.string()]).optional(),
  presetFiatAmount: z
    .union([z.number().positive(), z.string()])
    .transform(String)
    .pipe(fiatAmount)
    .optional(),
  provider: providerName.optional(),
  quoteId: z.string().max(4096).optional(),
  fiatCurrency: z.string().max(8).optional(),
  paymentMethod,
  redirectUrl: z.url({ protocol: /^https?$/ }).optional(),
})

/**
 * What a quote id carries (signed by the gateway): the priced order without its wallet.
 * @example signedQuoteSchema.parse(readSignedToken(secret, quoteId))
 */
export const signedQuoteSchema = z.object({
  provider: z.string(),
  asset: z.string(),
  network: z.object({
    name: z.string(),
    display_name: z.string(),
    chain_id: z.string(),
    contract_address: z.string(),
  }),
  fiatCurrency: z.string(),
  paymentMethod: z.string(),
  paymentTotal: z.string(),
  purchaseAmount: z.string(),
  nonce: z.string(),
  expiresAt: z.number(),
})

/** A decoded quote id. @example quote.purchaseAmount */
export type SignedQuote = z.infer<typeof signedQuoteSchema>
