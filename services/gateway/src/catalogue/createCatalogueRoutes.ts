import { getWalletsQuerySchema, type WalletRecord } from '@portico/common/schemas/api'
import { Hono } from 'hono'
import { z } from 'zod'
import { GatewayError } from '../errors/GatewayError'
import type { AppEnv } from '../http/AppEnv'
import { parseInput } from '../http/parseInput'
import { flagParam, intParam, listParam } from '../http/querySchemas'
import { createBrandIcons } from '../images/createBrandIcons'
import { imageResponse } from '../images/imageResponse'
import { monogramSvg } from '../images/monogramSvg'
import { socialIconSvg } from '../images/socialIconSvg'
import { APPKIT_ASSET_IDS } from './appKitAssetIds'
import { createWalletLogos, type WalletLogo, type WalletLogos } from './createWalletLogos'
import { queryWallets } from './queryWallets'
import { WALLET_ICON_IDS } from './walletIconIds'

const badgeSchema = z.enum(['certified', 'none', ''], 'Expected certified or none')

const walletsQuerySchema = z.object({
  ...getWalletsQuerySchema.shape,
  page: intParam(1, 100_000).optional(),
  entries: intParam(1, 100).optional(),
  include: listParam().optional(),
  exclude: listParam().optional(),
  chains: listParam(100).optional(),
  names: listParam().optional(),
  rdns: listParam().optional(),
  badge_type: badgeSchema.optional(),
  badge: badgeSchema.optional(),
  include_pay_only: flagParam.optional(),
})

const imageIdSchema = /^[A-Za-z0-9._-]{1,128}$/
// Asset ids are AppKit's preset ids or, from the Portico kit, CAIP-2 network ids.
const assetIdSchema = /^[A-Za-z0-9._-]{1,128}$|^[-a-z0-9]{3,16}:[-_a-zA-Z0-9]{1,64}$/

/**
 * The wallet-catalogue API: /getWallets and the four image endpoints. Wallet, network and token
 * images are real logos from the `@web3icons/core` set where it has one; wallets it lacks get
 * their stored logo (`walletLogos/`, see its NOTICE.md); anything else a monogram. The logos
 * read are kept for the life of this app.
 * @example
 * app.route('/', createCatalogueRoutes(toWalletRecords(loadWalletCatalogue())))
 */
export function createCatalogueRoutes(
  wallets: readonly WalletRecord[],
  logos: WalletLogos = createWalletLogos(),
): Hono<AppEnv> {
  const byImageId = new Map(wallets.map((wallet) => [wallet.image_id ?? wallet.id, wallet]))
  const icons = createBrandIcons()
  const app = new Hono<AppEnv>()

  app.get('/getWallets', (c) => {
    const query = parseInput(walletsQuerySchema, c.req.query(), 'query')
    const badge = query.badge_type || query.badge || undefined
    return c.json(
      queryWallets(wallets, {
        page: query.page ?? 1,
        entries: query.entries ?? 40,
        search: query.search,
        badge,
        include: query.include,
        exclude: query.exclude,
        chains: query.chains,
        names: query.names,
        rdns: query.rdns,
        payOnly: query.include_pay_only,
      }),
    )
  })

  const validId = (id: string, schema: RegExp): string => {
    if (!schema.test(id)) {
      throw new GatewayError('INVALID_PARAMS', { message: "Invalid path parameter 'id'" })
    }
    return id
  }

  const walletImage = async (wallet: WalletRecord): Promise<WalletLogo> => {
    const iconId = WALLET_ICON_IDS.get(wallet.id)
    const fromSet = iconId && (await icons.wallet(iconId))
    return fromSet || (await logos.get(wallet.id)) || monogramSvg(wallet.name)
  }
  const assetSvg = async (id: string): Promise<string> => {
    // The kit's social login buttons: `social:<provider>`.
    if (id.startsWith('social:')) {
      const provider = id.slice('social:'.length)
      return (await socialIconSvg(provider)) ?? monogramSvg(provider)
    }
    const preset = APPKIT_ASSET_IDS.get(id)
    if (preset) {
      const logo = preset.network
        ? await icons.network(preset.network)
        : preset.wallet && (await icons.wallet(preset.wallet))
      return logo || monogramSvg(preset.label)
    }
    const [, reference] = id.split(':')
    if (reference === undefined) return monogramSvg(id)
    // A network the set has no logo for (a local devnet): its chain reference as a monogram.
    return (await icons.network(id)) ?? monogramSvg(reference)
  }

  app.get('/getWalletImage/:id', async (c) => {
    const wallet = byImageId.get(validId(c.req.param('id'), imageIdSchema))
    if (!wallet) throw new GatewayError('NOT_FOUND', { message: 'Unknown wallet image' })
    return imageResponse(c, await walletImage(wallet))
  })
  app.get('/public/getAssetImage/:id', async (c) =>
    imageResponse(c, await assetSvg(validId(c.req.param('id'), assetIdSchema))),
  )
  // Fiat currencies have no logos in the set.
  app.get('/public/getCurrencyImage/:id', (c) =>
    imageResponse(c, monogramSvg(validId(c.req.param('id'), imageIdSchema).toUpperCase())),
  )
  app.get('/public/getTokenImage/:id', async (c) => {
    const symbol = validId(c.req.param('id'), imageIdSchema)
    // As written: the lower-case t of a test token (tUSDT) stays visible.
    return imageResponse(c, (await icons.token(symbol)) ?? monogramSvg(symbol))
  })
  return app
}
