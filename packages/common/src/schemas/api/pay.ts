import { z } from '../zodMini'
import { caip2Schema, decimalStringSchema } from './primitives'

/**
 * A payment's status in the gateway: `PENDING` until a way to pay is chosen, `IN_PROGRESS`
 * while a transaction, an exchange session or a QR code is on its way, then `SUCCESS` or
 * `FAILED` as the chain says.
 * @example paymentStatusSchema.parse('SUCCESS')
 */
export const paymentStatusSchema = z.enum(['PENDING', 'IN_PROGRESS', 'SUCCESS', 'FAILED'])

/** @example const status: PaymentStatus = 'IN_PROGRESS' */
export type PaymentStatus = z.infer<typeof paymentStatusSchema>

const paymentIdSchema = z
  .string()
  .check(z.regex(/^pay_[A-Za-z0-9_-]{22}$/, 'Expected a payment id'))

/**
 * One payment as the gateway records it (answer of every /v1/pay/payments route but the
 * exchange and QR ones). `amount` is the decimal asked for, in whole units of the asset;
 * `asset` is `native` or the token's address (ERC-20 contract, SPL mint). Times are
 * milliseconds since the epoch.
 * @example paymentRecordSchema.parse(await (await fetch(`${gateway}/v1/pay/payments/${id}?projectId=demo`)).json())
 */
export const paymentRecordSchema = z.object({
  id: paymentIdSchema,
  network: caip2Schema,
  asset: z.string(),
  amount: decimalStringSchema,
  /**
   * The asset's decimals as the gateway read them on chain (a token's `decimals()`, an SPL
   * mint's). Optional: older gateways do not answer it.
   */
  decimals: z.optional(z.number().check(z.int(), z.nonnegative(), z.maximum(255))),
  recipient: z.string(),
  status: paymentStatusSchema,
  method: z.optional(z.enum(['wallet', 'exchange', 'qr'])),
  exchangeId: z.optional(z.string()),
  txHash: z.optional(z.string()),
  failureReason: z.optional(z.string()),
  /**
   * What a wallet's transaction must carry to count for this payment: on EVM 16 bytes (hex)
   * appended to its call data. Optional: older gateways do not answer it.
   */
  reference: z.optional(z.string()),
  createdAt: z.number(),
  updatedAt: z.number(),
})

/** @example const record: PaymentRecord = paymentRecordSchema.parse(body) */
export type PaymentRecord = z.infer<typeof paymentRecordSchema>

/**
 * Body of POST /v1/pay/payments: what is asked, before the gateway checks it against the chain.
 * @example createPaymentRequestSchema.parse({ network: 'eip155:31337', asset: 'native', amount: '0.01', recipient: '0x…' })
 */
export const createPaymentRequestSchema = z.object({
  network: caip2Schema,
  asset: z.string().check(z.minLength(1), z.maxLength(128)),
  /** Checked by the gateway against the asset's decimals: above 0, at most that many decimals. */
  amount: z.string().check(z.minLength(1), z.maxLength(80)),
  recipient: z.string().check(z.minLength(1), z.maxLength(128)),
})

/** @example const body: CreatePaymentRequest = { network, asset: 'native', amount: '1', recipient } */
export type CreatePaymentRequest = z.infer<typeof createPaymentRequestSchema>

/**
 * Body of POST /v1/pay/payments/:id/transaction: the wallet's transaction (EVM hash or Solana
 * signature).
 * @example payTransactionRequestSchema.parse({ txHash: '0x…' })
 */
export const payTransactionRequestSchema = z.object({
  txHash: z
    .string()
    .check(
      z.regex(
        /^(0x[0-9a-fA-F]{64}|[1-9A-HJ-NP-Za-km-z]{64,88})$/,
        'Expected a transaction hash (0x + 64 hex) or a Solana signature',
      ),
    ),
})

/**
 * Body of POST /v1/pay/payments/:id/exchange.
 * @example payExchangeRequestSchema.parse({ exchangeId: 'sandbox', returnUrl: 'https://shop.example/paid' })
 */
export const payExchangeRequestSchema = z.object({
  exchangeId: z.string().check(z.minLength(1), z.maxLength(64)),
  /**
   * Where the exchange's page leads back to once paid (the site's `redirectUrl.success`); an
   * http(s) URL. The exchange may refuse an origin it was not told of.
   */
  returnUrl: z.optional(
    z.string().check(
      z.maxLength(2048),
      z.refine(
        (value) => /^https?:\/\//i.test(value) && URL.canParse(value),
        'Expected an http(s) URL',
      ),
    ),
  ),
})

/**
 * One exchange a visitor can pay from (AppKit Pay's `Exchange`).
 * @example payExchangeSchema.parse({ id: 'sandbox', name: 'Sandbox Exchange', imageUrl: 'https://…' })
 */
export const payExchangeSchema = z.object({
  id: z.string(),
  name: z.string(),
  imageUrl: z.string(),
})

/** @example const exchange: PayExchange = { id: 'sandbox', name: 'Sandbox Exchange', imageUrl } */
export type PayExchange = z.infer<typeof payExchangeSchema>

/**
 * Answer of GET /v1/pay/exchanges: the configured exchanges that pay out the asset asked.
 * @example payExchangesResponseSchema.parse({ exchanges: [], total: 0 })
 */
export const payExchangesResponseSchema = z.object({
  exchanges: z.array(payExchangeSchema),
  total: z.number(),
})

/** @example const { exchanges, total }: PayExchangesResponse = body */
export type PayExchangesResponse = z.infer<typeof payExchangesResponseSchema>

/**
 * Answer of POST /v1/pay/payments/:id/exchange: the exchange's hosted page for this payment.
 * @example payUrlResponseSchema.parse({ url: 'http://127.0.0.1:5177/pay/s_1', sessionId: 's_1' })
 */
export const payUrlResponseSchema = z.object({ url: z.string(), sessionId: z.string() })

/** @example const { url, sessionId }: PayUrlResponse = body */
export type PayUrlResponse = z.infer<typeof payUrlResponseSchema>

/**
 * Answer of POST /v1/pay/payments/:id/qr: the EIP-681 or Solana Pay URI of the payment.
 * @example payQrResponseSchema.parse({ uri: 'ethereum:0x…@31337?value=1' })
 */
export const payQrResponseSchema = z.object({ uri: z.string() })

/** @example const { uri }: PayQrResponse = body */
export type PayQrResponse = z.infer<typeof payQrResponseSchema>
