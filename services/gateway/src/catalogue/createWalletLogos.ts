import { readFile } from 'node:fs/promises'
import type { RasterImage } from '../images/imageResponse'
import { sanitizeSvg } from '../images/sanitizeSvg'
import { readWalletLogoSources, WALLET_LOGO_DIR } from './walletLogoSourcesSchema'

/**
 * A stored wallet logo as the image routes answer it: SVG text or a raster's bytes and type.
 * @example
 * const logo: WalletLogo = '<svg xmlns="http://www.w3.org/2000/svg">…</svg>'
 */
export type WalletLogo = string | RasterImage

/**
 * The stored logos of one app, by catalogue wallet id.
 * @example
 * const logo = await logos.get('uniswap-wallet')
 */
export type WalletLogos = {
  /** The ids of the wallets that have a stored logo. */
  ids: ReadonlySet<string>
  /** The logo of a wallet, or undefined when none is stored. */
  get(walletId: string): Promise<WalletLogo | undefined>
}

const RASTER_TYPES: Record<string, RasterImage['contentType']> = {
  png: 'image/png',
  webp: 'image/webp',
  jpg: 'image/jpeg',
}

/**
 * Makes the logo look-ups of one app over a logo folder (`walletLogos/` unless given). The
 * manifest is read at once; each file is read on its first request, SVGs sanitized, and then
 * answered from memory for the life of the app (a hundred small files at most).
 * @example
 * const logos = createWalletLogos()
 * await logos.get('safepal') // '<svg …>'
 */
export function createWalletLogos(dir: URL = WALLET_LOGO_DIR): WalletLogos {
  const { logos } = readWalletLogoSources(dir)
  const files = new Map(Object.entries(logos).map(([id, source]) => [id, source.file]))
  const read = new Map<string, Promise<WalletLogo>>()

  const load = async (file: string): Promise<WalletLogo> => {
    const ext = file.slice(file.lastIndexOf('.') + 1)
    const bytes = await readFile(new URL(file, dir))
    const contentType = RASTER_TYPES[ext]
    if (contentType) return { bytes, contentType }
    return sanitizeSvg(bytes.toString('utf8'))
  }

  return {
    ids: new Set(files.keys()),
    get(walletId) {
      const file = files.get(walletId)
      if (file === undefined) return Promise.resolve(undefined)
      let logo = read.get(walletId)
      if (!logo) {
        // A failed read is not kept: the next request tries the file again.
        logo = load(file).catch((error: unknown) => {
          read.delete(walletId)
          throw error
        })
        read.set(walletId, logo)
      }
      return logo
    },
  }
}
