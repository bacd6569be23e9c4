import { positiveIntSchema } from '@portico/server'
import { z } from 'zod'

const positive = z.number().positive()
// A token bucket per client and project: its size and refill rate, each with its default.
const bucketOf = (capacity: number, refillPerSecond: number) =>
  z
    .object({
      capacity: positive.int().default(capacity),
      refillPerSecond: positive.default(refillPerSecond),
    })
    .prefault({})

/**
 * One exchange a visitor can pay from: its hosted pay sessions live at `url` (the exchange's
 * API: `POST /v1/sessions`, `GET /v1/sessions/:id`, `GET /v1/assets`), called with `apiKey` as
 * a bearer token. The gateway only ever calls these configured URLs.
 * @example
 * payExchangeConfigSchema.parse({ id: 'sandbox', name: 'Sandbox Exchange', imageUrl: 'http://127.0.0.1:5177/logo.svg', url: 'http://127.0.0.1:5177', apiKey: 'sandbox-key-0123456789' })
 */
export const payExchangeConfigSchema = z.object({
  id: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,31}$/, 'Expected an id of lower-case letters, digits and -'),
  name: z.string().min(1).max(64),
  imageUrl: z.url({ protocol: /^https?$/ }),
  url: z.url({ protocol: /^https?$/ }),
  apiKey: z.string().min(8).max(512),
})

/** One configured exchange. @example exchange.url */
export type PayExchangeConfig = z.infer<typeof payExchangeConfigSchema>

/**
 * Pay (services/gateway/src/pay): the exchanges visitors can pay from, the confirmations a
 * payment waits for, how long a payment stays open and how long its record is kept, and the
 * rate limits per client and project.
 * @example payConfigSchema.parse({ exchanges: [], confirmations: 2 })
 */
export const payConfigSchema = z
  .object({
    exchanges: z.array(payExchangeConfigSchema).max(20).default([]),
    /** Blocks (slots on Solana) a payment's transaction needs, its own counted, before SUCCESS. */
    confirmations: z.number().int().min(1).max(1000).default(1),
    /** How long a payment waits for its transaction, exchange session or QR payment. */
    paymentTtlMs: positiveIntSchema(60 * 60_000),
    /**
     * How long a payment's record is kept after it was made, for the site's server to verify it
     * by id; the sweep then deletes it. A transaction of a deleted payment cannot pay a new one:
     * it was mined before that payment was made.
     */
    retentionDays: z.number().int().positive().max(3650).default(90),
    /** How long an exchange may take to answer one call. */
    exchangeTimeoutMs: z.number().int().positive().default(10_000),
    /** How long an exchange's list of assets is reused. */
    exchangeAssetsCacheMs: z.number().int().nonnegative().default(60_000),
    /**
     * Token bucket per client address and project over every /v1/pay/* call: a page polls
     * its payment about once a second while it waits.
     */
    rateLimit: bucketOf(120, 4),
    /**
     * A smaller bucket per client address and project over new payments and exchange sessions:
     * each writes a row and may cost an eth_call or a call to an exchange.
     */
    createRateLimit: bucketOf(20, 0.2),
  })
  .superRefine((config, ctx) => {
    const ids = config.exchanges.map((exchange) => exchange.id)
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({ code: 'custom', path: ['exchanges'], message: 'Exchange ids must differ' })
    }
  })

/** The parsed Pay settings. @example config.pay.exchanges */
export type PayConfig = z.infer<typeof payConfigSchema>
