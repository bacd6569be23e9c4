import { z } from '../zodMini'
import { caip2Schema, caip10Schema, integerStringSchema, sdkQuerySchema } from './primitives'

/**
 * Query of GET /v1/convert/tokens.
 * @example convertTokensQuerySchema.parse({ chainId: 'eip155:1' })
 */
export const convertTokensQuerySchema = z.extend(sdkQuerySchema, {
  chainId: z.optional(caip2Schema),
})

/**
 * Answer of GET /v1/convert/tokens.
 * @example convertTokensResponseSchema.parse({ tokens: [] })
 */
export const convertTokensResponseSchema = z.object({
  tokens: z.array(
    z.object({
      address: caip10Schema,
      symbol: z.string(),
      decimals: z.number().check(z.int()),
      name: z.optional(z.string()),
      logoUri: z.optional(z.string()),
    }),
  ),
})

/** @example const r: ConvertTokensResponse = { tokens: [] } */
export type ConvertTokensResponse = z.infer<typeof convertTokensResponseSchema>

/**
 * Query of GET /v1/convert/quotes (`userAddress` is a plain address).
 * @example convertQuotesQuerySchema.parse({ amount: '1', userAddress: '0x…', from: 'eip155:1:0x…', to: 'eip155:1:0x…' })
 */
export const convertQuotesQuerySchema = z.extend(sdkQuerySchema, {
  amount: integerStringSchema,
  userAddress: z.string().check(z.maxLength(128)),
  from: caip10Schema,
  to: caip10Schema,
  gasPrice: z.optional(integerStringSchema),
})

/**
 * Answer of GET /v1/convert/quotes; the first entry's `toAmount` is read.
 * @example convertQuotesResponseSchema.parse({ quotes: [{ toAmount: '1' }] })
 */
export const convertQuotesResponseSchema = z.object({
  quotes: z.array(
    z.object({
      toAmount: integerStringSchema,
      id: z.optional(z.nullable(z.string())),
      fromAmount: z.optional(z.string()),
      fromAccount: z.optional(z.string()),
      toAccount: z.optional(z.string()),
      /** Percent, fees left out (our gateway; other APIs may omit it). */
      priceImpact: z.optional(z.number()),
      /** The router path as CAIP-10 ids (our gateway). */
      path: z.optional(z.array(z.string())),
    }),
  ),
})

/** @example const r: ConvertQuotesResponse = { quotes: [] } */
export type ConvertQuotesResponse = z.infer<typeof convertQuotesResponseSchema>

/**
 * Answer of GET /v1/convert/gas-price (wei, integer strings).
 * @example gasPriceResponseSchema.parse({ standard: '1000000000' })
 */
export const gasPriceResponseSchema = z.object({
  standard: integerStringSchema,
  fast: z.optional(z.string()),
  instant: z.optional(z.string()),
})

/**
 * Query of GET /v1/convert/allowance (both addresses CAIP-10).
 * @example allowanceQuerySchema.parse({ tokenAddress: 'eip155:1:0x…', userAddress: 'eip155:1:0x…' })
 */
export const allowanceQuerySchema = z.extend(sdkQuerySchema, {
  tokenAddress: caip10Schema,
  userAddress: caip10Schema,
})

/**
 * Answer of GET /v1/convert/allowance.
 * @example allowanceResponseSchema.parse({ allowance: '0' })
 */
export const allowanceResponseSchema = z.object({ allowance: integerStringSchema })

/**
 * Query of GET /v1/convert/build-approve.
 * @example buildApproveQuerySchema.parse({ userAddress: 'eip155:1:0x…', from: 'eip155:1:0x…', to: 'eip155:1:0x…' })
 */
export const buildApproveQuerySchema = z.extend(sdkQuerySchema, {
  userAddress: caip10Schema,
  from: caip10Schema,
  to: caip10Schema,
})

/**
 * Answer of GET /v1/convert/build-approve; the approval is sent to the address part of `tx.from`.
 * @example buildApproveResponseSchema.parse({ tx: { from: 'eip155:1:0x…', data: '0x', value: '0', eip155: { gasPrice: '1' } } })
 */
export const buildApproveResponseSchema = z.object({
  tx: z.object({
    from: caip10Schema,
    to: z.optional(z.string()),
    data: z.string().check(z.regex(/^0x[0-9a-fA-F]*$/)),
    value: integerStringSchema,
    eip155: z.object({ gasPrice: integerStringSchema, gas: z.optional(z.string()) }),
  }),
})

/**
 * JSON body of POST /v1/convert/build-transaction.
 * @example buildTransactionRequestSchema.parse({ amount: '1', eip155: { slippage: 1 }, from: 'eip155:1:0x…', to: 'eip155:1:0x…', userAddress: 'eip155:1:0x…' })
 */
export const buildTransactionRequestSchema = z.object({
  amount: integerStringSchema,
  eip155: z.optional(z.object({ slippage: z.number() })),
  projectId: z.optional(z.string().check(z.maxLength(128))),
  from: caip10Schema,
  to: caip10Schema,
  userAddress: caip10Schema,
  disableEstimate: z.optional(z.boolean()),
})

/**
 * Answer of POST /v1/convert/build-transaction; the transaction goes to the address part of `tx.to`.
 * @example buildTransactionResponseSchema.parse({ tx: { to: 'eip155:1:0x…', data: '0x', eip155: { gas: '1', gasPrice: '1' } } })
 */
export const buildTransactionResponseSchema = z.object({
  tx: z.object({
    to: caip10Schema,
    from: z.optional(z.string()),
    amount: z.optional(z.string()),
    data: z.string().check(z.regex(/^0x[0-9a-fA-F]*$/)),
    eip155: z.object({ gas: integerStringSchema, gasPrice: integerStringSchema }),
  }),
})

/**
 * Error body of the convert calls: the gateway's `{ code, message }` and, as existing clients
 * read it, `reasons[0].description` ("insufficient liquidity: …").
 * @example convertErrorSchema.parse({ code: 'INSUFFICIENT_LIQUIDITY', message: '…', reasons: [{ description: 'insufficient liquidity: …' }] })
 */
export const convertErrorSchema = z.object({
  code: z.optional(z.string()),
  message: z.optional(z.string()),
  reasons: z.optional(z.array(z.object({ description: z.string() }))),
})
