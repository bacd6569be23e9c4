import {
  allowanceQuerySchema,
  buildApproveQuerySchema,
  buildTransactionRequestSchema,
  caip2Schema,
  convertQuotesQuerySchema,
  convertTokensQuerySchema,
  sdkQuerySchema,
} from '@portico/common/schemas/api'
import { z } from 'zod'

const MAX_UINT256 = 2n ** 256n - 1n

/**
 * A token amount in smallest units: a positive integer string that fits a uint256.
 * @example tokenAmountSchema.parse('1000000') // 1000000n
 */
export const tokenAmountSchema = z
  .string()
  .regex(/^\d{1,78}$/, 'Expected a positive integer string')
  .transform((value) => BigInt(value))
  .refine((value) => value > 0n, 'Expected an amount above zero')
  .refine((value) => value <= MAX_UINT256, 'Amount does not fit a uint256')

/** Query of GET /v1/convert/tokens; the chain is required. @example tokensQuery.parse({ chainId: 'eip155:31337' }) */
export const tokensQuery = z.object({ ...convertTokensQuerySchema.shape, chainId: caip2Schema })

/** Query of GET /v1/convert/gas-price. @example gasPriceQuery.parse({ chainId: 'eip155:31337' }) */
export const gasPriceQuery = z.object({ ...sdkQuerySchema.shape, chainId: caip2Schema })

/** Query of GET /v1/convert/quotes. @example quotesQuery.parse({ amount: '1', userAddress, from, to }) */
export const quotesQuery = z.object({
  ...convertQuotesQuerySchema.shape,
  amount: tokenAmountSchema,
})

/** Query of GET /v1/convert/allowance. @example allowanceQuery.parse({ tokenAddress, userAddress }) */
export const allowanceQuery = allowanceQuerySchema

/**
 * Query of GET /v1/convert/build-approve; `amount` (ours, optional) approves exactly that much
 * instead of the unlimited default.
 * @example buildApproveQuery.parse({ userAddress, from, to })
 */
export const buildApproveQuery = z.object({
  ...buildApproveQuerySchema.shape,
  amount: tokenAmountSchema.optional(),
})

/**
 * JSON body of POST /v1/convert/build-transaction; slippage in percent (spec §9 sends 1).
 * @example buildTransactionBody.parse({ amount: '1', eip155: { slippage: 1 }, from, to, userAddress })
 */
export const buildTransactionBody = z.object({
  ...buildTransactionRequestSchema.shape,
  amount: tokenAmountSchema,
  eip155: z.object({ slippage: z.number().min(0).max(50) }).optional(),
})
