import { isSafeWalletLink } from '../../rules/isSafeWalletLink'
import { z } from '../zod'
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

// A link that is not safe to render is dropped (null), not the whole wallet.
const walletLinkSchema = z
  .string()
  .nullable()
  .transform((link) => (link && isSafeWalletLink(link) ? link : null))
  .optional()

/**
 * One wallet of the catalogue, as the wallet lists read it; links that are not https, a local
 * web app or a wallet's own app scheme are dropped (see isSafeWalletLink).
 * @example walletRecordSchema.parse({ id: 'metamask', name: 'MetaMask', chains: ['eip155:1'] })
 */
export const walletRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  chains: z.array(z.string()).optional(),
  image_id: z.string().optional(),
  image_url: z.string().optional(),
  rdns: z.string().nullable().optional(),
  homepage: walletLinkSchema,
  mobile_link: walletLinkSchema,
  desktop_link: walletLinkSchema,
  webapp_link: walletLinkSchema,
  app_store: walletLinkSchema,
  play_store: walletLinkSchema,
  chrome_store: walletLinkSchema,
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
