import { recordSessionRequestSchema, revokeSessionRequestSchema } from '@portico/common/schemas/api'
import type { Context } from 'hono'
import { Hono } from 'hono'
import { z } from 'zod'
import type { Sessions } from '../auth/createSessions'
import { WalletFrameError } from '../errors/WalletFrameError'
import type { AppEnv } from '../http/AppEnv'
import type { VisitorHeaders } from '../http/gatewayVisitorHeaders'
import { readJson } from '../http/readJson'
import { requireSession } from '../http/requireSession'

const projectIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/)
const addressSchema = z.string().regex(/^0x[0-9a-fA-F]{40}$/)
const recordSchema = z.object({ ...recordSessionRequestSchema.shape, address: addressSchema })
const revokeSchema = z.object({ ...revokeSessionRequestSchema.shape, address: addressSchema })
const errorSchema = z.object({ code: z.string(), message: z.string() })

/**
 * The frame's way to the gateway's smart-session routes, on its own origin (the frame's CSP is
 * `connect-src 'self'`), for signed-in frames only:
 * `POST /smart-sessions/v1/record?projectId` `{ address, message, signature }` records a grant
 * (`POST {gateway}/v1/sessions/{address}`), `POST /smart-sessions/v1/revoke?projectId`
 * `{ address, pci, signature }` revokes one (`POST {gateway}/v1/sessions/{address}/revoke`, a
 * JSON text as the SDK sends it). The gateway checks the account's signatures: a frame cannot
 * record or revoke for an account whose key it does not hold. Its refusals come back as they are.
 * Each call carries the visitor's address for the gateway's rate limits (`visitorHeaders`).
 * @example app.route('/', createSmartSessionRoutes({ gatewayUrl, sessions }))
 */
export function createSmartSessionRoutes(deps: {
  gatewayUrl: string
  sessions: Sessions
  /** Who the visitor is, for the gateway's per-visitor limits. */
  visitorHeaders?: VisitorHeaders
  fetch?: typeof fetch
}): Hono<AppEnv> {
  const doFetch = deps.fetch ?? fetch
  const app = new Hono<AppEnv>()
  const projectOf = (value: string | undefined) => {
    const projectId = projectIdSchema.safeParse(value)
    if (!projectId.success) throw new WalletFrameError('INVALID_PARAMS', { details: 'projectId' })
    return projectId.data
  }
  const forward = async (c: Context, path: string, body: string, contentType: string) => {
    let response: Response
    try {
      response = await doFetch(new URL(path, deps.gatewayUrl), {
        method: 'POST',
        headers: { 'content-type': contentType, ...deps.visitorHeaders?.(c) },
        body,
        signal: AbortSignal.timeout(30_000),
      })
    } catch (cause) {
      throw new WalletFrameError('UPSTREAM_UNAVAILABLE', { cause })
    }
    const json: unknown = await response.json().catch(() => null)
    if (response.ok) return json
    if (response.status === 429) {
      const retryAfter = response.headers.get('retry-after')
      throw new WalletFrameError('RATE_LIMITED', {
        ...(retryAfter && { headers: { 'Retry-After': retryAfter } }),
      })
    }
    const error = errorSchema.safeParse(json)
    if (!error.success || response.status >= 500) throw new WalletFrameError('UPSTREAM_UNAVAILABLE')
    throw new WalletFrameError('INVALID_PARAMS', {
      message: error.data.message,
      details: error.data.code,
    })
  }

  app.post('/smart-sessions/v1/record', requireSession(deps.sessions), async (c) => {
    const projectId = projectOf(c.req.query('projectId'))
    const { address, message, signature } = await readJson(c, recordSchema)
    const answer = await forward(
      c,
      `/v1/sessions/${address}?projectId=${projectId}`,
      JSON.stringify({ message, signature }),
      'application/json',
    )
    return c.json(z.object({ pci: z.string() }).parse(answer))
  })

  app.post('/smart-sessions/v1/revoke', requireSession(deps.sessions), async (c) => {
    const projectId = projectOf(c.req.query('projectId'))
    const { address, pci, signature } = await readJson(c, revokeSchema)
    const answer = await forward(
      c,
      `/v1/sessions/${address}/revoke?projectId=${projectId}`,
      JSON.stringify({ pci, signature }),
      'text/plain;charset=UTF-8',
    )
    return c.json(z.object({ pci: z.string(), revoked: z.boolean() }).parse(answer))
  })
  return app
}
