import { isOriginAllowed, SERVER_ERROR_MESSAGES } from '@portico/common'
import type { AnalyticsEvent } from '@portico/common/schemas/api'
import { type Address, createPublicClient, http, type PublicClient } from 'viem'
import type { FetchLike } from '../ApiTransport'
import type { FixtureChain } from './FixtureChain'
import { fixtureCatalogue, queryFixtureWallets } from './fixtureCatalogue'
import { readFixtureBalances } from './readFixtureBalances'
import { readFixtureHistory } from './readFixtureHistory'

/** Base URL the in-process gateway fixture is addressed with; no socket is opened. */
export const GATEWAY_TEST_URL = 'http://gateway.test'

/**
 * What the gateway fixture serves, in the shape of the gateway's own config (the fields it
 * reads): chains with their tokens, projects with their allowed origins, a static price table
 * by symbol and the history page size.
 * @example
 * const config: GatewayFixtureConfig = { projects: [{ projectId: 'demo', allowedOrigins: ['https://shop.example.com'] }] }
 */
export type GatewayFixtureConfig = {
  chains?: FixtureChain[]
  projects?: { projectId: string; allowedOrigins?: string[]; analyticsEnabled?: boolean }[]
  priceSource?: { kind: 'static'; prices: Record<string, number> }
  historyPageSize?: number
}

// Paths whose callers must name a configured project, from an allowed origin except under
// /projects (as the gateway).
const GUARDED = /^\/(v1(\/|$)|getWallets$|getAnalyticsConfig$|appkit\/|projects\/|e$|batch$)/
const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8"/></svg>'

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
const error = (status: number, code: string, message: string) => json({ code, message }, status)

/**
 * A stand-in for the gateway behind a `fetch`: it answers the §7 calls the kit makes in the
 * shapes of `shared/spec/api-shapes.md` (project and origin checks with the spec's messages,
 * supported chains, balances and native-value history read from the configured devnets, prices,
 * identity, a small wallet catalogue, images, project settings, analytics intake), records every
 * request and every analytics event, and adds `origin` as the Origin header a browser on that
 * page would send. In process, no socket; nothing of services/ is imported. Test files only.
 * @example
 * const gateway = createGatewayFetch({ projects: [{ projectId: 'demo' }] })
 * const api = createCatalogueApiClient({ baseUrl: GATEWAY_TEST_URL, fetch: gateway.fetch })
 */
export function createGatewayFetch(
  config: GatewayFixtureConfig = {},
  options: { origin?: string } = {},
) {
  const chains = new Map(
    (config.chains ?? []).map((chain) => [
      `eip155:${chain.chainId}`,
      {
        chain,
        client: createPublicClient({
          transport: http(chain.rpcUrl, { retryCount: 0 }),
        }) as PublicClient,
      },
    ]),
  )
  const projects = new Map((config.projects ?? []).map((p) => [p.projectId, p]))
  const prices = config.priceSource?.prices ?? {}
  const wallets = fixtureCatalogue([...chains.keys()])
  const requests: { url: URL; init: RequestInit }[] = []
  const events: AnalyticsEvent[] = []

  const guard = (url: URL, origin: string | null, body: unknown): Response | undefined => {
    if (projects.size === 0) return undefined
    const fromBody = (body as { projectId?: unknown } | undefined)?.projectId
    const projectId = url.searchParams.get('projectId') ?? fromBody
    const project = typeof projectId === 'string' ? projects.get(projectId) : undefined
    if (!project) return error(403, 'UNAUTHORIZED_INVALID_KEY', SERVER_ERROR_MESSAGES.invalidKey)
    const allowed = project.allowedOrigins ?? []
    if (url.pathname.startsWith('/projects/') || !origin || allowed.length === 0) return undefined
    if (isOriginAllowed(origin, allowed)) return undefined
    return error(403, 'UNAUTHORIZED_ORIGIN', SERVER_ERROR_MESSAGES.originNotAllowed)
  }

  const route = async (url: URL, method: string, body: unknown): Promise<Response> => {
    const path = url.pathname
    const query = url.searchParams
    const project = projects.get(query.get('projectId') ?? '')
    if (path === '/v1/supported-chains') return json({ http: [...chains.keys()], ws: [] })
    const account = /^\/v1\/account\/([^/]+)\/(balance|history)$/.exec(path)
    if (account) {
      const address = account[1] as Address
      const served = chains.get(query.get('chainId') ?? '')
      if (account[2] === 'balance') {
        if (!served) return json({ balances: [] })
        try {
          const balances = await readFixtureBalances({
            ...served,
            address,
            prices,
            baseUrl: url.origin,
          })
          return json({ balances })
        } catch {
          return error(503, 'UPSTREAM_UNAVAILABLE', 'Chain RPC unavailable')
        }
      }
      const cursor = query.get('cursor')
      if (cursor !== null && !/^\d+$/.test(cursor)) {
        return error(400, 'INVALID_PARAMS', "Invalid query parameter 'cursor'")
      }
      if (!served) return json({ data: [], next: null })
      // The gateway answers history from its index: a chain it cannot reach has none yet.
      const page = await readFixtureHistory({
        client: served.client,
        caip2: `eip155:${served.chain.chainId}`,
        address,
        offset: Number(cursor ?? 0),
        limit: config.historyPageSize ?? 20,
        baseUrl: url.origin,
      }).catch(() => ({ data: [], next: null }))
      return json({ data: page.data, next: page.next === null ? null : String(page.next) })
    }
    if (path.startsWith('/v1/identity/')) return json({ name: null, avatar: null })
    if (path === '/v1/fungible/price' && method === 'POST') {
      const addresses = (body as { addresses?: string[] } | undefined)?.addresses ?? []
      const fungibles = addresses.flatMap((requested) => {
        const [namespace, reference, address = ''] = requested.split(':')
        const served = chains.get(`${namespace}:${reference}`)
        const token =
          address.toLowerCase() === NATIVE
            ? { name: 'Ether', symbol: 'ETH' }
            : served?.chain.tokens?.find((t) => t.address.toLowerCase() === address.toLowerCase())
        if (!served || !token) return []
        const iconUrl = `${url.origin}/public/getTokenImage/${token.symbol}`
        return [{ ...token, iconUrl, price: prices[token.symbol] ?? 0, address: requested }]
      })
      return json({ fungibles })
    }
    if (path === '/getWallets') return json(queryFixtureWallets(wallets, query))
    if (/^\/(getWalletImage|public\/get(Asset|Currency|Token)Image)\/[^/]+$/.test(path)) {
      return new Response(SVG, { headers: { 'Content-Type': 'image/svg+xml' } })
    }
    if (path === '/projects/v1/origins') {
      return json({ allowedOrigins: project?.allowedOrigins ?? [] })
    }
    if (path === '/getAnalyticsConfig') {
      return json({ isAnalyticsEnabled: project?.analyticsEnabled ?? true })
    }
    if (path === '/appkit/v1/config') return json({ features: null })
    if ((path === '/e' || path === '/batch') && method === 'POST') {
      const list = Array.isArray(body) ? body : [body]
      events.push(...(list as AnalyticsEvent[]))
      return json({ accepted: list.length }, 202)
    }
    return error(404, 'NOT_FOUND', 'Not found')
  }

  const fetch: FetchLike = async (href, init) => {
    const url = new URL(href)
    requests.push({ url, init })
    const method = init.method ?? 'GET'
    const text = typeof init.body === 'string' ? init.body : ''
    let body: unknown
    try {
      body = text ? JSON.parse(text) : undefined
    } catch {
      return error(400, 'INVALID_JSON', 'Request body is not valid JSON')
    }
    const origin = options.origin ?? null
    const refused = GUARDED.test(url.pathname) ? guard(url, origin, body) : undefined
    const response = refused ?? (await route(url, method, body))
    if (origin) response.headers.set('Access-Control-Allow-Origin', origin)
    return response
  }

  return { fetch, requests, events }
}
