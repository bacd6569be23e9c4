import type { CaipNetworkId } from '@portico/common'
import type { Context } from 'hono'
import { Hono } from 'hono'
import { parseDateTime } from '../message/parseDateTime'
import { parseSiwxMessage } from '../message/parseSiwxMessage'
import { issueNonce } from '../nonce/issueNonce'
import { siwxRevokeRequestSchema, siwxSignInRequestSchema } from '../schemas/siwxApiSchemas'
import type { PublicClientSource } from '../verify/resolvePublicClient'
import { verifySiwxMessage } from '../verify/verifySiwxMessage'
import { requestOriginMatches } from './requestOriginMatches'
import type { SiwxServerStore, SiwxSessionRecord } from './SiwxServerStore'
import { createSessionToken, hashSessionToken } from './sessionTokens'
import { siwxServiceError } from './siwxServiceError'
import { toServerSession } from './toServerSession'
import { toSiwxServiceError } from './toSiwxServiceError'

/**
 * What {@link createSiwxRoutes} needs from its host.
 * @example
 * const deps: SiwxRoutesDeps = { store, isOriginAllowed: ({ origin }) => allowlist.matches(origin) }
 */
export type SiwxRoutesDeps = {
  store: SiwxServerStore
  /** Whether a project accepts sign-ins for `origin` (`scheme://domain` of the message). */
  isOriginAllowed(input: { projectId: string; origin: string }): boolean | Promise<boolean>
  /**
   * For contract accounts (ERC-1271 / ERC-6492); EOAs verify without one. Without a client for
   * the message's network, signatures longer than an EOA's 65 bytes are refused unread.
   */
  publicClient?: PublicClientSource
  /** The networks sign-in messages may name; default any. */
  chains?: readonly CaipNetworkId[]
  /** Clock, epoch milliseconds. Default `Date.now`. */
  now?: () => number
  /** How long an issued nonce may wait for its signature. Default 5 minutes. */
  nonceTtlMs?: number
  /** Longest session, capped further by the message's Expiration Time. Default 7 days. */
  sessionTtlMs?: number
  clockSkewMs?: number
}

const invalidInput = (details: string) =>
  siwxServiceError('INVALID_PARAMS', { message: `Invalid input: ${details}` })

// An EOA's signature: 0x and 65 bytes in hex.
const EOA_SIGNATURE_LENGTH = 2 + 65 * 2

function canVerifyContracts(source: PublicClientSource | undefined, chainId: CaipNetworkId) {
  return source !== undefined && (typeof source !== 'function' || source(chainId) !== undefined)
}

/**
 * The gateway's SIWX endpoints as a Hono sub-app; mount it with `app.route('/', …)`:
 * - `POST /v1/siwx/nonce?projectId=` → `{ nonce, expiresAt }` (single use, expiring, good for
 *   that project only)
 * - `POST /v1/siwx/sessions?projectId=` `{ message, signature }` → 201 `{ token, session }` after
 *   full verification (origin allowed for the project and matching the request's Origin, network
 *   among `chains`, the project's nonce consumed, time window, EOA / ERC-1271 / ERC-6492
 *   signature)
 * - `GET /v1/siwx/sessions` (Bearer token) → `{ sessions }` of the token's account
 * - `DELETE /v1/siwx/sessions/:id` or `POST /v1/siwx/sessions/revoke` `{ id? }` (Bearer) →
 *   `{ revoked }`; `current` (or no id) ends the token's own session, which then stops working
 * Errors are thrown as common's ServiceError with the codes of {@link SIWX_ERROR_CODES} (400 bad
 * input, 401 failed verification or token, 403 origin not allowed); the host app's one error
 * handler answers them as `{ code, message }`, as the gateway's does.
 * @example
 * app.route('/', createSiwxRoutes({ store: createKyselySiwxStore(db), isOriginAllowed, publicClient }))
 */
export function createSiwxRoutes(deps: SiwxRoutesDeps): Hono {
  const {
    store,
    now = Date.now,
    nonceTtlMs = 5 * 60_000,
    sessionTtlMs = 7 * 24 * 60 * 60_000,
  } = deps
  const app = new Hono()

  const authenticate = async (c: Context): Promise<SiwxSessionRecord | undefined> => {
    const match = /^Bearer (\S+)$/.exec(c.req.header('authorization') ?? '')
    if (!match?.[1]) return undefined
    const record = await store.findSessionByTokenHash(await hashSessionToken(match[1]))
    const projectId = c.req.query('projectId')
    if (!record || record.revokedAt !== null || record.expiresAt <= now()) return undefined
    return projectId === undefined || projectId === record.projectId ? record : undefined
  }

  const revoke = async (c: Context, id: string | undefined) => {
    const current = await authenticate(c)
    if (!current) throw siwxServiceError('SIWX_INVALID_TOKEN')
    const target = id === undefined || id === 'current' ? current.id : id
    const { projectId, address } = current
    const revoked = await store.revokeSession({ id: target, projectId, address, at: now() })
    return c.json({ revoked })
  }

  app.post('/v1/siwx/nonce', async (c) => {
    const projectId = c.req.query('projectId')
    if (!projectId) throw invalidInput('projectId is required')
    const nonces = store.nonces(projectId)
    const { nonce, expiresAt } = await issueNonce(nonces, { ttlMs: nonceTtlMs, now: now() })
    return c.json({ nonce, expiresAt: new Date(expiresAt).toISOString() })
  })

  app.post('/v1/siwx/sessions', async (c) => {
    const projectId = c.req.query('projectId')
    if (!projectId) throw invalidInput('projectId is required')
    const body = siwxSignInRequestSchema.safeParse(await c.req.json().catch(() => undefined))
    if (!body.success) throw invalidInput('message and signature are required')
    const requestOrigin = c.req.header('origin')
    try {
      // Long signatures are contract-account ones: without a client they cannot be checked, so
      // they are refused before any other work.
      const network = parseSiwxMessage(body.data.message).chainId
      const { signature } = body.data
      if (
        signature.length > EOA_SIGNATURE_LENGTH &&
        !canVerifyContracts(deps.publicClient, network)
      ) {
        throw siwxServiceError('SIWX_SIGNATURE_TOO_LONG')
      }
      const time = now()
      const { fields, address, chainId } = await verifySiwxMessage({
        ...body.data,
        expected: {
          domain: async (domain, scheme) => {
            const origin = requestOriginMatches(requestOrigin, domain, scheme)
            return origin !== undefined && (await deps.isOriginAllowed({ projectId, origin }))
          },
          ...(deps.chains === undefined ? {} : { chainId: deps.chains }),
        },
        nonceStore: store.nonces(projectId),
        now: time,
        ...(deps.publicClient === undefined ? {} : { publicClient: deps.publicClient }),
        ...(deps.clockSkewMs === undefined ? {} : { clockSkewMs: deps.clockSkewMs }),
      })
      const messageExpiry =
        fields.expirationTime === undefined ? undefined : parseDateTime(fields.expirationTime)
      const token = createSessionToken()
      const record: SiwxSessionRecord = {
        id: crypto.randomUUID(),
        tokenHash: await hashSessionToken(token),
        projectId,
        chainId,
        address,
        domain: fields.domain,
        message: body.data.message,
        signature: body.data.signature,
        createdAt: time,
        expiresAt: Math.min(time + sessionTtlMs, messageExpiry ?? Number.POSITIVE_INFINITY),
        revokedAt: null,
      }
      await store.insertSession(record)
      return c.json({ token, session: toServerSession(record, record.id) }, 201)
    } catch (error) {
      throw toSiwxServiceError(error) ?? error
    }
  })

  app.get('/v1/siwx/sessions', async (c) => {
    const current = await authenticate(c)
    if (!current) throw siwxServiceError('SIWX_INVALID_TOKEN')
    const { projectId, address } = current
    const records = await store.listSessions({ projectId, address, now: now() })
    return c.json({ sessions: records.map((record) => toServerSession(record, current.id)) })
  })

  app.delete('/v1/siwx/sessions/:id', (c) => revoke(c, c.req.param('id')))

  app.post('/v1/siwx/sessions/revoke', async (c) => {
    const raw: unknown = await c.req.json().catch(() => ({}))
    const body = siwxRevokeRequestSchema.safeParse(raw)
    if (!body.success) throw invalidInput('id must be a string')
    return revoke(c, body.data.id)
  })

  return app
}
