import {
  ONRAMP_DEFAULT_PAYMENT_CURRENCIES,
  ONRAMP_DEFAULT_PURCHASE_CURRENCIES,
} from '@portico/common'
import { positiveIntSchema, tokenBucketSchema } from '@portico/server'
import { z } from 'zod'

const decimal = z.string().regex(/^\d{1,12}(\.\d{1,2})?$/, 'Expected an amount like 10.00')
// Spec §9: every provider charges between 1 and 2 percent.
const feePercent = z.number().min(1).max(2)
const networkFee = z.number().nonnegative().max(1000).default(0)

const sandboxProviderSchema = z.object({
  kind: z.literal('sandbox'),
  name: z.string().min(1).max(32).default('sandbox'),
  label: z.string().min(1).default('Portico Sandbox'),
  /** Where the sandbox's checkout runs (apps/onramp-sandbox). */
  url: z.url({ protocol: /^https?$/ }),
  /** Shared with the sandbox: it only fills orders this gateway signed. */
  secret: z.string().min(16),
  /** The account the sandbox delivers from: its transfers are this provider's deposits. */
  treasury: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
  feePercent: feePercent.default(1.5),
  networkFee,
})

const coinbaseProviderSchema = z.object({
  kind: z.literal('coinbase'),
  name: z.string().min(1).max(32).default('coinbase'),
  label: z.string().min(1).default('Coinbase'),
  /** The Coinbase Developer Platform project id (Onramp `appId`). */
  appId: z.string().min(1),
  url: z.url({ protocol: /^https$/ }).default('https://pay.coinbase.com/buy/select-asset'),
  feePercent: feePercent.default(1.5),
  networkFee,
})

const meldProviderSchema = z.object({
  kind: z.literal('meld'),
  name: z.string().min(1).max(32).default('meld'),
  label: z.string().min(1).default('Meld'),
  /** Meld's public widget key. */
  publicKey: z.string().min(1),
  url: z.url({ protocol: /^https$/ }).default('https://meldcrypto.com/'),
  feePercent: feePercent.default(2),
  networkFee,
})

/**
 * One on-ramp provider plugin's settings; `kind` picks the plugin.
 * @example onrampProviderConfigSchema.parse({ kind: 'meld', publicKey: 'pk' })
 */
export const onrampProviderConfigSchema = z.discriminatedUnion('kind', [
  sandboxProviderSchema,
  coinbaseProviderSchema,
  meldProviderSchema,
])

/** One configured provider. @example provider.kind === 'sandbox' */
export type OnrampProviderConfig = z.infer<typeof onrampProviderConfigSchema>

const purchaseCurrencySchema = z.object({
  id: z.string().min(1).max(32),
  name: z.string().min(1),
  symbol: z.string().min(1).max(16),
  networks: z
    .array(
      z.object({
        name: z.string().min(1).max(64),
        display_name: z.string().min(1),
        chain_id: z.string().min(1),
        contract_address: z.string(),
      }),
    )
    .min(1),
})

const paymentCurrencySchema = z.object({
  id: z.string().regex(/^[A-Z]{3}$/, 'Expected a currency code like USD'),
  payment_method_limits: z
    .array(z.object({ id: z.string().min(1), min: decimal, max: decimal }))
    .min(1),
})

/**
 * The gateway's on-ramp: currencies (spec §9's defaults), USD prices for quotes, the fiat rates
 * in USD, and the provider plugins. Without providers the options still answer and quotes are
 * priced, but no URL can be generated.
 * @example onrampConfigSchema.parse({ providers: [{ kind: 'meld', publicKey: 'pk' }] })
 */
export const onrampConfigSchema = z
  .object({
    paymentCurrencies: z
      .array(paymentCurrencySchema)
      .min(1)
      .default(structuredClone(ONRAMP_DEFAULT_PAYMENT_CURRENCIES) as never),
    purchaseCurrencies: z
      .array(purchaseCurrencySchema)
      .min(1)
      .default(structuredClone(ONRAMP_DEFAULT_PURCHASE_CURRENCIES) as never),
    /** USD per whole coin, by symbol; a symbol missing here is priced from the chain's pools. */
    prices: z.record(z.string(), z.number().positive()).default({}),
    /** USD per unit of each fiat currency. */
    fiatRates: z.record(z.string(), z.number().positive()).default({ USD: 1, EUR: 1.08 }),
    providers: z.array(onrampProviderConfigSchema).max(20).default([]),
    /** Signs quote ids; a random one per start when absent (quotes then end with the process). */
    quoteSecret: z.string().min(16).optional(),
    /** How long a quote can be turned into a checkout URL. */
    quoteTtlMs: positiveIntSchema(10 * 60_000),
    /**
     * Token bucket per client address over quotes and checkout URLs (the kit asks for a quote
     * as the visitor types an amount, debounced).
     */
    rateLimit: tokenBucketSchema(30, 1),
  })
  .superRefine((config, ctx) => {
    const names = config.providers.map((provider) => provider.name)
    if (new Set(names).size !== names.length) {
      ctx.addIssue({ code: 'custom', path: ['providers'], message: 'Provider names must differ' })
    }
  })

/** The parsed on-ramp settings. @example config.onramp.providers */
export type OnrampConfig = z.infer<typeof onrampConfigSchema>
