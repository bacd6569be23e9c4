import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { z } from 'zod'
import { projectAccountTypeOf } from '../config/projectAccountTypeOf'
import type { WalletFrameConfig } from '../config/walletFrameConfigSchema'
import { WalletFrameError } from '../errors/WalletFrameError'
import type { AppEnv } from '../http/AppEnv'
import type { OriginsSource } from '../origins/createOriginsSource'
import { projectFrameAncestors } from '../origins/projectFrameAncestors'
import { parseChainId } from '../shared/parseChainId'
import type { FrameAssets } from './FrameAssets'
import { frameCsp } from './frameCsp'
import { renderFramePage } from './renderFramePage'
import { renderNoticePage } from './renderNoticePage'

const querySchema = z.object({
  projectId: z.string().regex(/^[A-Za-z0-9._-]{1,128}$/),
  chainId: z.string().max(64).optional(),
  version: z
    .string()
    .regex(/^[0-9A-Za-z.+-]{1,32}$/)
    .optional(),
  enableLogger: z.enum(['true', 'false']).optional(),
})

const UNKNOWN_PROJECT = {
  title: 'Unknown project',
  body: 'This project does not exist. Check the project id in the app configuration.',
}

const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
}

/**
 * `GET /frame?projectId&chainId&version&enableLogger` — the secure frame page, with
 * `frame-ancestors` set to the project's allowed origins plus the spec's default ancestors (unless
 * the project turned them off) and a strict CSP; a project the gateway does not know gets a short
 * 404 page, no frame; the same list is embedded so the page itself refuses other parents. Also serves
 * the page's script and stylesheet under content-hashed names, and `/frame/assets/frame.css`
 * for the service's plain pages.
 * @example app.route('/', createPageRoutes({ config, origins, assets }))
 */
export function createPageRoutes(deps: {
  config: WalletFrameConfig
  origins: OriginsSource
  assets: () => Promise<FrameAssets>
}): Hono<AppEnv> {
  const { config } = deps
  const app = new Hono<AppEnv>()

  app.get('/frame', async (c) => {
    const query = querySchema.safeParse(c.req.query())
    if (!query.success)
      throw new WalletFrameError('INVALID_PARAMS', { message: 'projectId is required' })
    const { projectId } = query.data
    const requested =
      query.data.chainId === undefined ? undefined : parseChainId(query.data.chainId)
    const chainId =
      config.chains.find((chain) => chain.chainId === requested)?.chainId ??
      config.chains[0]?.chainId
    if (chainId === undefined)
      throw new WalletFrameError('INTERNAL', { details: 'no chains configured' })
    const ancestors = await projectFrameAncestors(deps.origins, projectId, {
      allowLoopback: config.allowLoopbackOrigins,
    })
    if (!ancestors) {
      // No frame at all for a project the gateway does not have: nothing to embed or sign for.
      c.header('Content-Security-Policy', frameCsp([]))
      c.header('Cache-Control', 'no-store')
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.header(name, value)
      return c.html(renderNoticePage(UNKNOWN_PROJECT), 404)
    }
    const assets = await deps.assets()
    c.header('Content-Security-Policy', frameCsp(ancestors))
    c.header('Cache-Control', 'no-store')
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.header(name, value)
    return c.html(
      renderFramePage(assets, {
        projectId,
        chainId,
        chains: config.chains.map(({ chainId: id, name, nativeCurrency, contracts }) => ({
          chainId: id,
          name,
          nativeCurrency,
          contracts,
        })),
        solanaChains: config.solanaChains.map(({ caipNetworkId, name }) => ({
          caipNetworkId,
          name,
        })),
        ancestors,
        smartAccounts: config.smartAccounts,
        defaultAccountType: projectAccountTypeOf(config, projectId),
        scryptWorker: `/frame/assets/${assets.worker.name}`,
        enableLogger: query.data.enableLogger === 'true',
        version: query.data.version ?? '4',
      }),
    )
  })

  // The bundle is ~350 kB of JavaScript; gzip makes it about a third of that.
  app.use('/frame/assets/*', compress())
  app.get('/frame/assets/:name', async (c) => {
    const assets = await deps.assets()
    const name = c.req.param('name')
    const asset =
      name === assets.script.name
        ? { body: assets.script.body, type: 'text/javascript; charset=utf-8', immutable: true }
        : name === assets.style.name
          ? { body: assets.style.body, type: 'text/css; charset=utf-8', immutable: true }
          : name === assets.worker.name
            ? { body: assets.worker.body, type: 'text/javascript; charset=utf-8', immutable: true }
            : name === 'frame.css'
              ? { body: assets.style.body, type: 'text/css; charset=utf-8', immutable: false }
              : undefined
    if (!asset) throw new WalletFrameError('NOT_FOUND')
    c.header('Content-Type', asset.type)
    c.header('X-Content-Type-Options', 'nosniff')
    c.header('Cache-Control', asset.immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
    return c.body(asset.body)
  })

  return app
}
