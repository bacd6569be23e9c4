import type { Clock } from '@portico/server'
import type { Context } from 'hono'
import { Hono } from 'hono'
import { z } from 'zod'
import type { Sessions } from '../auth/createSessions'
import type { FrameChain } from '../config/walletFrameConfigSchema'
import { WalletFrameError } from '../errors/WalletFrameError'
import type { AppEnv } from '../http/AppEnv'
import type { VisitorHeaders } from '../http/gatewayVisitorHeaders'
import { readJson } from '../http/readJson'
import { requireSession } from '../http/requireSession'
import type { WalletFrameMetrics } from '../metrics/createWalletFrameMetrics'
import { createReceiptCache } from './createReceiptCache'

const projectIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/)
const requestSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.number().int(), z.string().max(64)]),
  // The gateway checks the method and its parameters; here only the shape is bounded.
  method: z.string().min(1).max(64),
  params: z.array(z.unknown()).max(4).optional(),
})
const networksSchema = z.object({ smartAccountEnabledNetworks: z.array(z.number().int()) })
const receiptHashSchema = z.string().regex(/^0x[0-9a-fA-F]{64}$/)
const answerSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.unknown(),
  result: z.unknown().optional(),
  error: z.unknown().optional(),
})

/**
 * The frame's way to the gateway's bundler (spec §7's bundler call), on its own origin so the
 * frame's CSP stays `connect-src 'self'`: `GET /bundler/v1/networks?projectId` answers the
 * gateway's smart-account networks that this service also signs for (none from a gateway
 * without the route), and
 * `POST /bundler/v1?projectId&chainId` (signed-in frames only) forwards one ERC-4337 JSON-RPC call
 * to `POST {gateway}/v1/bundler?projectId&chainId&bundler=pimlico`. Receipt polls
 * (`eth_getUserOperationReceipt`) go through a shared cache: one upstream poll per user operation
 * at a time, backing off while it is pending. Each call carries the visitor's address for the
 * gateway's rate limits (`visitorHeaders`); the gateway's 429 comes back as `RATE_LIMITED`.
 * @example app.route('/', createBundlerRoutes({ gatewayUrl, chains, sessions, clock }))
 */
export function createBundlerRoutes(deps: {
  gatewayUrl: string
  chains: readonly FrameChain[]
  sessions: Sessions
  clock: Clock
  /** Who the visitor is, for the gateway's per-visitor limits. */
  visitorHeaders?: VisitorHeaders
  fetch?: typeof fetch
  /** Counts the user operations the bundler accepted. */
  frameMetrics?: WalletFrameMetrics | undefined
}): Hono<AppEnv> {
  const doFetch = deps.fetch ?? fetch
  const app = new Hono<AppEnv>()
  const receipts = createReceiptCache({ clock: deps.clock })
  const gateway = async (c: Context, path: string, init: RequestInit = {}) => {
    let response: Response
    try {
      response = await doFetch(new URL(path, deps.gatewayUrl), {
        ...init,
        headers: { ...(init.headers as Record<string, string>), ...deps.visitorHeaders?.(c) },
        signal: AbortSignal.timeout(30_000),
      })
    } catch (cause) {
      throw new WalletFrameError('UPSTREAM_UNAVAILABLE', { cause })
    }
    // The visitor's own bucket at the gateway is empty: say so, and when to come back.
    if (response.status === 429) {
      const retryAfter = response.headers.get('retry-after')
      throw new WalletFrameError('RATE_LIMITED', {
        ...(retryAfter && { headers: { 'Retry-After': retryAfter } }),
      })
    }
    return response
  }
  const projectOf = (value: string | undefined) => {
    const projectId = projectIdSchema.safeParse(value)
    if (!projectId.success) throw new WalletFrameError('INVALID_PARAMS', { details: 'projectId' })
    return projectId.data
  }

  app.get('/bundler/v1/networks', async (c) => {
    const projectId = projectOf(c.req.query('projectId'))
    const response = await gateway(c, `/v1/bundler/networks?projectId=${projectId}`)
    // A gateway without the bundler routes has no smart-account networks: not a failure.
    if (response.status === 404) return c.json({ smartAccountEnabledNetworks: [] })
    const answer = networksSchema.safeParse(await response.json().catch(() => null))
    if (!response.ok || !answer.success) throw new WalletFrameError('UPSTREAM_UNAVAILABLE')
    const served = new Set(deps.chains.map((chain) => chain.chainId))
    return c.json({
      smartAccountEnabledNetworks: answer.data.smartAccountEnabledNetworks.filter((id) =>
        served.has(id),
      ),
    })
  })

  app.post('/bundler/v1', requireSession(deps.sessions), async (c) => {
    const projectId = projectOf(c.req.query('projectId'))
    const chainId = z.coerce.number().int().positive().safeParse(c.req.query('chainId'))
    if (!chainId.success || !deps.chains.some((chain) => chain.chainId === chainId.data))
      throw new WalletFrameError('INVALID_PARAMS', { message: 'Unsupported chain' })
    const request = await readJson(c, requestSchema)
    const forward = async () => {
      const response = await gateway(
        c,
        `/v1/bundler?projectId=${projectId}&chainId=${chainId.data}&bundler=pimlico`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(request),
        },
      )
      const answer = answerSchema.safeParse(await response.json().catch(() => null))
      if (!answer.success) throw new WalletFrameError('UPSTREAM_UNAVAILABLE')
      const { id: _id, ...rest } = answer.data
      return rest
    }
    // Every waiter of one user operation polls its receipt: one upstream poll serves them all.
    const hash = receiptHashSchema.safeParse(request.params?.[0])
    const answer =
      request.method === 'eth_getUserOperationReceipt' && hash.success
        ? await receipts.read(`${projectId}:${chainId.data}:${hash.data.toLowerCase()}`, forward)
        : await forward()
    if (request.method === 'eth_sendUserOperation' && answer.result !== undefined) {
      deps.frameMetrics?.transactionsRelayed.inc({ kind: 'user_operation' })
    }
    return c.json({ ...answer, id: request.id })
  })
  return app
}
