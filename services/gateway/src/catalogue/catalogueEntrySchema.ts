import { isCatalogueLink } from '@portico/common'
import { caip2Schema } from '@portico/common/schemas/api'
import { z } from 'zod'

// https, or one of the listed wallet app schemes (metamask://); never a scheme that reaches the
// device or runs code in the page. The kit's wallet-record schema drops exactly what this refuses.
const linkSchema = z
  .string()
  .min(1)
  .max(512)
  .refine(
    (link) => isCatalogueLink(link),
    'Expected https or a listed wallet app scheme (WALLET_APP_SCHEMES)',
  )
  .nullable()
  .default(null)
const httpsSchema = z
  .string()
  .regex(/^https:\/\/\S+$/, 'Expected an https URL')
  .nullable()
  .default(null)

/**
 * One wallet in the catalogue data file: public facts only (name, links, networks).
 * @example catalogueEntrySchema.parse({ id: 'metamask', name: 'MetaMask', chains: ['eip155:1'] })
 */
export const catalogueEntrySchema = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{1,63}$/, 'Expected a lower-case slug id'),
  name: z.string().min(1).max(64),
  rdns: z
    .string()
    .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/)
    .nullable()
    .default(null),
  chains: z.array(caip2Schema).min(1),
  homepage: httpsSchema,
  mobile_link: linkSchema,
  desktop_link: linkSchema,
  // The dev stack's local test wallet comes from the config (catalogue.testWalletUrl), not here.
  webapp_link: httpsSchema,
  app_store: httpsSchema,
  play_store: httpsSchema,
  chrome_store: httpsSchema,
  badge_type: z.enum(['certified', 'none']).default('none'),
  supports_wc: z.boolean().default(true),
})

/** A validated catalogue entry. @example entry.rdns */
export type CatalogueEntry = z.infer<typeof catalogueEntrySchema>

/**
 * The catalogue data file: a version and the wallets, ids unique.
 * @example catalogueFileSchema.parse(JSON.parse(text))
 */
export const catalogueFileSchema = z
  .object({ version: z.literal(1), wallets: z.array(catalogueEntrySchema).min(1) })
  .refine((file) => new Set(file.wallets.map((w) => w.id)).size === file.wallets.length, {
    message: 'Wallet ids must be unique',
  })
