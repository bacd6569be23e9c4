import { Hono } from 'hono'
import { z } from 'zod'
import type { Sessions } from '../auth/createSessions'
import type { FrameChain } from '../config/walletFrameConfigSchema'
import { WalletFrameError } from '../errors/WalletFrameError'
import type { AppEnv } from '../http/AppEnv'
import { readJson } from '../http/readJson'
import { requireSession } from '../http/requireSession'

const projectIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/)
const requestSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.number().int(), z.string().max(64)]),
  // The gateway checks the method and its parameters; here only the shape is bounded.
  method: z.string().min(1).max(64),
  params: z.array(z.unknown()).max(4).optional(),
})
const networksSchema = z.object({ smartAccountEnabledNetworks: z.array(z.number().int()) })
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
 * to `POST {gateway}/v1/bundler?projectId&chainId&bundler=pimlico`.
 * @example app.route('/', createBundlerRoutes({ gatewayUrl, chains, sessions }))
 */
export function createBundlerRoutes(deps: {
  gatewayUrl: string
  chains: readonly FrameChain[]
  sessions: Sessions
  fetch?: typeof fetch
}): Hono<AppEnv> {
  const doFetch = deps.fetch ?? fetch
  const app = new Hono<AppEnv>()
  const gateway = async (path: string, init: RequestInit = {}) => {
    try {
      return await doFetch(new URL(path, deps.gatewayUrl), {
        ...init,
        signal: AbortSignal.timeout(30_000),
      })
    } catch (cause) {
      throw new WalletFrameError('UPSTREAM_UNAVAILABLE', { cause })
    }
  }
  const projectOf = (value: string | undefined) => {
    const projectId = projectIdSchema.safeParse(value)
    if (!projectId.success) throw new WalletFrameError('INVALID_PARAMS', { details: 'projectId' })
    return projectId.data
  }

  app.get('/bundler/v1/networks', async (c) => {
    const projectId = projectOf(c.req.query('projectId'))
    const response = await gateway(`/v1/bundler/networks?projectId=${projectId}`)
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
    const response = await gateway(
      `/v1/bundler?projectId=${projectId}&chainId=${chainId.data}&bundler=pimlico`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(request),
      },
    )
    const answer = answerSchema.safeParse(await response.json().catch(() => null))
    if (!answer.success) throw new WalletFrameError('UPSTREAM_UNAVAILABLE')
    return c.json(answer.data)
  })
  return app
}
