import { z } from '@portico/common/zod'

/**
 * A 0x-prefixed hex string, as wallets return signatures and hashes.
 * @example
 * const hash = hexSchema.parse(result)
 */
export const hexSchema = z.string().regex(/^0x[0-9a-fA-F]*$/) as z.ZodType<`0x${string}`>
