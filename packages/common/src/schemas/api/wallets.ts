import { z } from 'zod'
import { sdkQuerySchema } from './primitives'

/**
 * Query of GET /getWallets. Lists (`include`, `exclude`, `chains`, `names`, `rdns`) are one
 * comma-separated value each.
 * @example getWalletsQuerySchema.parse({ page: '1', entries: '40', chains: 'eip155:1' })
 */
export const getWalletsQuerySchema = sdkQuerySchema.extend({
  page: z.string().max(8).optional(),
  entries: z.string().max(8).optional(),
  search: z.string().max(100).optional(),
  badge_type: z.string().max(32).optional(),
  badge: z.string().max(32).optional(),
  include: z.string().max(8192).optional(),
  exclude: z.string().max(8192).optional(),
  chains: z.string().max(4096).optional(),
  names: z.string().max(8192).optional(),
  rdns: z.string().max(8192).optional(),
  include_pay_only: z.string().max(8).optional(),
  sort: z.string().max(32).optional(),
})

/** @example const q: GetWalletsQuery = { page: '1', entries: '40' } */
export type GetWalletsQuery = z.infer<typeof getWalletsQuerySchema>

/**
 * One wallet of the catalogue, as the wallet lists read it.
 * @example walletRecordSchema.parse({ id: 'metamask', name: 'MetaMask', chains: ['eip155:1'] })
 */
export const walletRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  chains: z.array(z.string()).optional(),
  image_id: z.string().optional(),
  image_url: z.string().optional(),
  rdns: z.string().nullable().optional(),
  homepage: z.string().nullable().optional(),
  mobile_link: z.string().nullable().optional(),
  desktop_link: z.string().nullable().optional(),
  webapp_link: z.string().nullable().optional(),
  app_store: z.string().nullable().optional(),
  play_store: z.string().nullable().optional(),
  chrome_store: z.string().nullable().optional(),
  link_mode: z.string().nullable().optional(),
  badge_type: z.enum(['certified', 'none']).optional(),
  order: z.number().optional(),
  display_index: z.number().optional(),
  description: z.string().optional(),
  supports_wc: z.boolean().optional(),
  supports_wcpay: z.boolean().optional(),
  injected: z
    .array(z.object({ namespace: z.string(), injected_id: z.string() }))
    .nullable()
    .optional(),
})

/** @example const w: WalletRecord = walletRecordSchema.parse(json) */
export type WalletRecord = z.infer<typeof walletRecordSchema>

/**
 * Answer of GET /getWallets: one page of `data`, and `count` matches for the whole query.
 * @example getWalletsResponseSchema.parse({ data: [], count: 0 })
 */
export const getWalletsResponseSchema = z.object({
  data: z.array(walletRecordSchema),
  count: z.number().int().nonnegative(),
})

/** @example const r: GetWalletsResponse = { data: [], count: 0 } */
export type GetWalletsResponse = z.infer<typeof getWalletsResponseSchema>
