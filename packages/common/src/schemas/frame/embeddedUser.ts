import { z } from '../zod'
import { frameChainIdSchema } from './frameChainId'

/**
 * The embedded wallet's user as the frame reports it (spec §3).
 * @example
 * embeddedUserSchema.parse({ address: '0xabc', chainId: 1, email: 'ada@example.com' })
 */
export const embeddedUserSchema = z.object({
  email: z.string().max(254).nullable().optional(),
  address: z.string().min(1).max(128),
  chainId: frameChainIdSchema,
  accounts: z
    .array(z.object({ address: z.string().min(1).max(128), type: z.enum(['eoa', 'smartAccount']) }))
    .optional(),
  userName: z.string().max(256).nullable().optional(),
  preferredAccountType: z.enum(['eoa', 'smartAccount']).optional(),
  smartAccountDeployed: z.boolean().optional(),
  authProvider: z.string().min(1).max(32).default('email'),
  /** The chains the frame signs on for this family: the page offers only these. */
  chainIds: z.array(frameChainIdSchema).max(64).optional(),
  /**
   * Whether the visitor protected recovery with their own secret (self-custody); false while
   * the operator's KMS could still open a recovery share. Absent from frames that predate it.
   */
  recoveryProtected: z.boolean().optional(),
})

/**
 * A parsed embedded wallet user.
 * @example const user: EmbeddedUser = embeddedUserSchema.parse(payload)
 */
export type EmbeddedUser = z.infer<typeof embeddedUserSchema>
