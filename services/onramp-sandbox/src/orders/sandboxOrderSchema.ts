import { z } from 'zod'

/**
 * The order the gateway signs into the checkout URL (its sandbox provider plugin): where, what
 * and how much, fees included, until when.
 * @example sandboxOrderSchema.parse(readSignedToken(secret, token))
 */
export const sandboxOrderSchema = z.object({
  id: z.string().regex(/^[0-9a-f]{8,64}$/),
  address: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
  chainId: z.string().regex(/^eip155:\d+$/),
  asset: z.string().min(1).max(16),
  contract: z.union([z.literal(''), z.string().regex(/^0x[0-9a-fA-F]{40}$/)]),
  amount: z.string().regex(/^\d+(\.\d+)?$/),
  fiatCurrency: z.string().min(3).max(8),
  paymentTotal: z.string().regex(/^\d+(\.\d+)?$/),
  paymentMethod: z.string(),
  partnerUserId: z.string().optional(),
  redirectUrl: z.url({ protocol: /^https?$/ }).optional(),
  expiresAt: z.number(),
})

/** A signed order. @example order.amount */
export type SandboxOrder = z.infer<typeof sandboxOrderSchema>
