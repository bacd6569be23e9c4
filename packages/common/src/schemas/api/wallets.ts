import { isCatalogueLink } from '../../rules/isCatalogueLink'
import { isLoopbackHost } from '../../rules/isLoopbackHost'
import { z } from '../zodMini'

// A wallet web app on plain http is only ever this machine's (the dev stack's test wallet, which
// a gateway serves only from its development config), so it is taken only by a page that runs
// on this machine too: a public page must never send its visitors to their own local services.
const pageOnLoopback = () => {
  const hostname = (globalThis as { location?: { hostname?: unknown } }).location?.hostname
  return typeof hostname === 'string' && isLoopbackHost(hostname)
}

// A link the gateway would refuse in its catalogue is dropped (null), not the whole wallet.
const walletLinkSchema = z.optional(
  z.pipe(
    z.nullable(z.string()),
    z.transform((link: string | null) =>
      link && isCatalogueLink(link, { loopbackHttp: pageOnLoopback() }) ? link : null,
    ),
  ),
)

/**
 * One wallet of the catalogue, as the wallet lists read it; a link the gateway refuses in its
 * catalogue (see isCatalogueLink: anything but https and the listed wallet app schemes, and
 * plain http unless both the link and the page are on this machine) is dropped.
 * @example walletRecordSchema.parse({ id: 'metamask', name: 'MetaMask', chains: ['eip155:1'] })
 */
export const walletRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  chains: z.optional(z.array(z.string())),
  image_id: z.optional(z.string()),
  image_url: z.optional(z.string()),
  rdns: z.optional(z.nullable(z.string())),
  homepage: walletLinkSchema,
  mobile_link: walletLinkSchema,
  desktop_link: walletLinkSchema,
  webapp_link: walletLinkSchema,
  app_store: walletLinkSchema,
  play_store: walletLinkSchema,
  chrome_store: walletLinkSchema,
  link_mode: z.optional(z.nullable(z.string())),
  badge_type: z.optional(z.enum(['certified', 'none'])),
  order: z.optional(z.number()),
  display_index: z.optional(z.number()),
  description: z.optional(z.string()),
  supports_wc: z.optional(z.boolean()),
  supports_wcpay: z.optional(z.boolean()),
  injected: z.optional(
    z.nullable(z.array(z.object({ namespace: z.string(), injected_id: z.string() }))),
  ),
})

/** @example const w: WalletRecord = walletRecordSchema.parse(json) */
export type WalletRecord = z.infer<typeof walletRecordSchema>

/**
 * Answer of GET /getWallets: one page of `data`, and `count` matches for the whole query.
 * @example getWalletsResponseSchema.parse({ data: [], count: 0 })
 */
export const getWalletsResponseSchema = z.object({
  data: z.array(walletRecordSchema),
  count: z.number().check(z.int(), z.nonnegative()),
})

/** @example const r: GetWalletsResponse = { data: [], count: 0 } */
export type GetWalletsResponse = z.infer<typeof getWalletsResponseSchema>
