import { getWalletsQuerySchema, type WalletRecord } from '@portico/common/schemas/api'
import { Hono } from 'hono'
import { z } from 'zod'
import { GatewayError } from '../errors/GatewayError'
import type { AppEnv } from '../http/AppEnv'
import { parseInput } from '../http/parseInput'
import { flagParam, intParam, listParam } from '../http/querySchemas'
import { imageResponse } from '../images/imageResponse'
import { monogramSvg } from '../images/monogramSvg'
import { queryWallets } from './queryWallets'

const badgeSchema = z.enum(['certified', 'none', ''], 'Expected certified or none')

const walletsQuerySchema = getWalletsQuerySchema.extend({
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

/**
 * The wallet-catalogue API: /getWallets and the four image endpoints.
 * @example
 * app.route('/', createCatalogueRoutes(toWalletRecords(loadWalletCatalogue())))
 */
export function createCatalogueRoutes(wallets: readonly WalletRecord[]): Hono<AppEnv> {
  const byImageId = new Map(wallets.map((wallet) => [wallet.image_id ?? wallet.id, wallet]))
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

  const imageId = (id: string): string => {
    if (!imageIdSchema.test(id)) {
      throw new GatewayError('INVALID_PARAMS', { message: "Invalid path parameter 'id'" })
    }
    return id
  }

  app.get('/getWalletImage/:id', (c) => {
    const wallet = byImageId.get(imageId(c.req.param('id')))
    if (!wallet) throw new GatewayError('NOT_FOUND', { message: 'Unknown wallet image' })
    return imageResponse(c, monogramSvg(wallet.name))
  })
  app.get('/public/getAssetImage/:id', (c) =>
    imageResponse(c, monogramSvg(imageId(c.req.param('id')))),
  )
  app.get('/public/getCurrencyImage/:id', (c) =>
    imageResponse(c, monogramSvg(imageId(c.req.param('id')).toUpperCase())),
  )
  app.get('/public/getTokenImage/:id', (c) =>
    imageResponse(c, monogramSvg(imageId(c.req.param('id')).toUpperCase())),
  )
  return app
}
