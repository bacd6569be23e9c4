import { Hono } from 'hono'
import { randomToken } from '../auth/randomToken'
import type { ExchangeAppDeps } from '../ExchangeAppDeps'
import type { StoredSession } from '../ledger/StoredSession'
import { apiClientOf } from './apiClientOf'
import { ExchangeApiError } from './ExchangeApiError'
import { parseSessionRequest } from './parseSessionRequest'
import { sessionAnswer } from './sessionAnswer'

const SESSION_ID = /^exs_[A-Za-z0-9_-]{22}$/

/**
 * The API a site's gateway calls with `Authorization: Bearer <apiKey>`: `POST /v1/sessions`
 * (a payment session and its hosted page's URL), `GET /v1/sessions/:id` (where it stands; only
 * the key that made it reads it), `GET /v1/assets` (what the exchange pays out).
 * @example app.route('/', sessionApi(deps, { baseUrl: () => 'http://127.0.0.1:5177', current }))
 */
export function sessionApi(
  deps: ExchangeAppDeps,
  helpers: {
    /** The exchange's base URL, from a request's URL. */
    baseUrl: (url: string) => string
    /** Reads a session, first marking it FAILED when it expired unpaid. */
    current: (id: string) => Promise<StoredSession | undefined>
  },
) {
  const app = new Hono<{ Variables: { client: string } }>()
  const returnOrigins = new Set((deps.allowedReturnOrigins ?? []).map((o) => new URL(o).origin))
  const ttlMs = (deps.sessionTtlSeconds ?? 1800) * 1000
  app.use('/v1/*', async (c, next) => {
    const client = apiClientOf(c.req.header('authorization'), deps.apiKeys)
    if (!client) {
      throw new ExchangeApiError(
        'UNAUTHORIZED',
        'A valid API key is required (Authorization: Bearer <apiKey>)',
      )
    }
    c.set('client', client)
    await next()
  })

  app.get('/v1/assets', (c) =>
    c.json({
      assets: deps.assets.map(({ network, networkName, asset, symbol, decimals }) => ({
        network,
        networkName,
        asset,
        symbol,
        decimals,
      })),
    }),
  )

  app.post('/v1/sessions', async (c) => {
    const body = await c.req.json().catch(() => {
      throw new ExchangeApiError('INVALID_REQUEST', 'The body must be JSON')
    })
    const request = parseSessionRequest(body, { assets: deps.assets, returnOrigins })
    const now = deps.now()
    const session = await deps.store.createSession({
      id: `exs_${randomToken(16)}`,
      client: c.get('client'),
      network: request.asset.network,
      asset: request.asset.asset,
      symbol: request.asset.symbol,
      decimals: request.asset.decimals,
      amount: request.amount,
      recipient: request.recipient,
      reference: request.reference,
      return_url: request.returnUrl ?? null,
      form_token: randomToken(),
      created_at: now,
      updated_at: now,
      expires_at: now + ttlMs,
    })
    const answer = sessionAnswer(session, helpers.baseUrl(c.req.url))
    return c.json({ sessionId: answer.sessionId, url: answer.url }, 201)
  })

  app.get('/v1/sessions/:id', async (c) => {
    const id = c.req.param('id')
    const session = SESSION_ID.test(id) ? await helpers.current(id) : undefined
    if (!session || session.client !== c.get('client')) {
      throw new ExchangeApiError('NOT_FOUND', `There is no session ${id}`)
    }
    return c.json(sessionAnswer(session, helpers.baseUrl(c.req.url)))
  })
  return app
}
