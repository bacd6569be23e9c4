import { isAddress, isSignature } from '@solana/kit'
import { z } from 'zod'

/** A base58 account address (32 bytes). */
export const addressSchema = z
  .string()
  .refine(isAddress, { message: 'Invalid param: not a base58 public key' })

/** A base58 transaction signature (64 bytes). */
export const signatureSchema = z
  .string()
  .refine(isSignature, { message: 'Invalid param: not a base58 signature' })

/** `commitment` and `minContextSlot`: accepted everywhere; every block is final here. */
export const commitmentConfigSchema = z
  .object({
    commitment: z.enum(['processed', 'confirmed', 'finalized']).optional(),
    minContextSlot: z.number().int().nonnegative().optional(),
  })
  .loose()

/** Account data encodings this chain writes. */
export const accountEncodingSchema = z.enum(['base58', 'base64', 'jsonParsed'])

/** `getAccountInfo`-style options. */
export const accountConfigSchema = commitmentConfigSchema.extend({
  encoding: accountEncodingSchema.optional(),
  dataSlice: z
    .object({ offset: z.number().int().nonnegative(), length: z.number().int().nonnegative() })
    .optional(),
})

/** Options of `getAccountInfo` and friends. */
export type AccountConfig = z.infer<typeof accountConfigSchema>
