import { z } from 'zod'
import { userOperationSchema } from '../bundler/bundlerSchemas'

const params = z.tuple([
  userOperationSchema,
  z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'Expected the EntryPoint, a 0x-prefixed address'),
  z.string().regex(/^0x[0-9a-fA-F]{1,16}$/, 'Expected the chain id as 0x-prefixed hex'),
  // ERC-7677's context: whatever the page passes along. The verifying paymaster reads none of
  // it; `{ token, tokenAmount }` asks the token paymaster (`createTokenPaymaster`) instead.
  z.record(z.string(), z.unknown()).nullish(),
])

/**
 * The ERC-7677 methods the gateway answers on the bundler route where a chain has a paymaster,
 * with their parameters: `[userOperation, entryPoint, chainId (hex), context]`.
 * @example paymasterMethodParams.pm_getPaymasterStubData.parse([userOperation, entryPoint, '0x7a69', {}])
 */
export const paymasterMethodParams = {
  pm_getPaymasterStubData: params,
  pm_getPaymasterData: params,
} as const

/** An ERC-7677 method. @example const method: PaymasterMethod = 'pm_getPaymasterData' */
export type PaymasterMethod = keyof typeof paymasterMethodParams

/** The parameters of an ERC-7677 call, parsed. @example const [operation, entryPoint] = params */
export type PaymasterParams = z.infer<typeof params>
