import { z } from 'zod'

/**
 * An EVM address as RPC parameters carry it: 0x and 40 hex digits.
 * @example addressSchema.safeParse(from).success
 */
export const addressSchema = z.string().regex(/^0x[0-9a-fA-F]{40}$/)
