import { z } from '../zodMini'
import { sdkQuerySchema } from './primitives'

// Apart from the answer's schemas (wallets.ts): only the gateway checks this query, and a module
// of schemas is built whole when a page loads it, used or not.
/**
 * Query of GET /getWallets. Lists (`include`, `exclude`, `chains`, `names`, `rdns`) are one
 * comma-separated value each.
 * @example getWalletsQuerySchema.parse({ page: '1', entries: '40', chains: 'eip155:1' })
 */
export const getWalletsQuerySchema = z.extend(sdkQuerySchema, {
  page: z.optional(z.string().check(z.maxLength(8))),
  entries: z.optional(z.string().check(z.maxLength(8))),
  search: z.optional(z.string().check(z.maxLength(100))),
  badge_type: z.optional(z.string().check(z.maxLength(32))),
  badge: z.optional(z.string().check(z.maxLength(32))),
  include: z.optional(z.string().check(z.maxLength(8192))),
  exclude: z.optional(z.string().check(z.maxLength(8192))),
  chains: z.optional(z.string().check(z.maxLength(4096))),
  names: z.optional(z.string().check(z.maxLength(8192))),
  rdns: z.optional(z.string().check(z.maxLength(8192))),
  include_pay_only: z.optional(z.string().check(z.maxLength(8))),
  sort: z.optional(z.string().check(z.maxLength(32))),
})

/** @example const q: GetWalletsQuery = { page: '1', entries: '40' } */
export type GetWalletsQuery = z.infer<typeof getWalletsQuerySchema>
