import { z } from '../zodMini'

/**
 * A chain id as the frame exchanges it: a number for EVM, a string (e.g. CAIP-2 or a genesis
 * hash) elsewhere.
 * @example frameChainIdSchema.parse(31337)
 */
export const frameChainIdSchema = z.union([
  z.number().check(z.int(), z.nonnegative()),
  z.string().check(z.minLength(1), z.maxLength(128)),
])

/**
 * A frame message id, echoed by the answer to correlate it with its request.
 * @example frameMessageIdSchema.parse('4f9c2a')
 */
export const frameMessageIdSchema = z.string().check(z.minLength(1), z.maxLength(128))
