import { readFileSync } from 'node:fs'
import { z } from 'zod'
import { GatewayStartError } from '../errors/GatewayStartError'

/**
 * Where one stored wallet logo comes from: its file in `walletLogos/`, the package (or
 * repository) and version it was taken from, the path inside it, its licence (SPDX), and what
 * was changed, if anything.
 * @example
 * const source: WalletLogoSource = walletLogoSourcesSchema.parse(json).logos['uniswap-wallet']
 */
export const walletLogoSourceSchema = z.object({
  // The file name is joined to the logo folder: nothing that could leave it.
  file: z.string().regex(/^[a-z0-9][a-z0-9-]*\.(svg|png|webp|jpg)$/, 'Expected <wallet-id>.<ext>'),
  package: z.string().min(1),
  version: z.string().min(1),
  license: z.string().min(1),
  path: z.string().min(1),
  changes: z.string().min(1).optional(),
})

/** One logo's source. @example source.license // 'MIT' */
export type WalletLogoSource = z.infer<typeof walletLogoSourceSchema>

/**
 * `walletLogos/sources.json`: the stored logos by catalogue wallet id, each file named after its
 * wallet.
 * @example
 * walletLogoSourcesSchema.parse(JSON.parse(text)).logos.safepal?.file // 'safepal.svg'
 */
export const walletLogoSourcesSchema = z.object({
  version: z.literal(1),
  logos: z
    .record(z.string().regex(/^[a-z0-9][a-z0-9-]{1,63}$/), walletLogoSourceSchema)
    .refine(
      (logos) => Object.entries(logos).every(([id, s]) => s.file.replace(/\.[a-z]+$/, '') === id),
      { message: 'Each logo file is named after its wallet id' },
    ),
})

/**
 * The folder of the stored wallet logos and their `sources.json`.
 * @example
 * new URL('sources.json', WALLET_LOGO_DIR)
 */
export const WALLET_LOGO_DIR = new URL('./walletLogos/', import.meta.url)

/**
 * Reads and validates `sources.json` of a logo folder (the bundled one unless given); a
 * malformed file stops the gateway at start.
 * @example
 * const { logos } = readWalletLogoSources()
 */
export function readWalletLogoSources(
  dir: URL = WALLET_LOGO_DIR,
): z.infer<typeof walletLogoSourcesSchema> {
  const url = new URL('sources.json', dir)
  const parsed = walletLogoSourcesSchema.safeParse(JSON.parse(readFileSync(url, 'utf8')))
  if (!parsed.success)
    throw new GatewayStartError(
      'INVALID_WALLET_LOGO_SOURCES',
      `Invalid wallet logo sources ${url}: ${parsed.error.message}`,
    )
  return parsed.data
}
