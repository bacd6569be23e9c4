import { z } from '../zodMini'
import { frameChainIdSchema } from './frameChainId'

/**
 * The embedded wallet's user as the frame reports it (spec §3).
 * @example
 * embeddedUserSchema.parse({ address: '0xabc', chainId: 1, email: 'ada@example.com' })
 */
export const embeddedUserSchema = z.object({
  email: z.optional(z.nullable(z.string().check(z.maxLength(254)))),
  address: z.string().check(z.minLength(1), z.maxLength(128)),
  chainId: frameChainIdSchema,
  accounts: z.optional(
    z.array(
      z.object({
        address: z.string().check(z.minLength(1), z.maxLength(128)),
        type: z.enum(['eoa', 'smartAccount', 'eip7702']),
      }),
    ),
  ),
  userName: z.optional(z.nullable(z.string().check(z.maxLength(256)))),
  preferredAccountType: z.optional(z.enum(['eoa', 'smartAccount', 'eip7702'])),
  smartAccountDeployed: z.optional(z.boolean()),
  authProvider: z._default(z.string().check(z.minLength(1), z.maxLength(32)), 'email'),
  /** The chains the frame signs on for this family: the page offers only these. */
  chainIds: z.optional(z.array(frameChainIdSchema).check(z.maxLength(64))),
  /**
   * Whether the visitor protected recovery with their own secret (self-custody); false while
   * the operator's KMS could still open a recovery share. Absent from frames that predate it.
   */
  recoveryProtected: z.optional(z.boolean()),
})

/**
 * A parsed embedded wallet user.
 * @example const user: EmbeddedUser = embeddedUserSchema.parse(payload)
 */
export type EmbeddedUser = z.infer<typeof embeddedUserSchema>
