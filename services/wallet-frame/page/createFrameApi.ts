import { z } from 'zod'
import { PROJECT_HEADER } from '../src/shared/projectHeader'
import { sessionTokensSchema } from './auth/sessionTokensSchema'
import type { FrameStorage, StoredSession } from './createFrameStorage'
import { FrameRequestError } from './FrameRequestError'

const errorSchema = z.object({ code: z.string(), message: z.string() })

// Refresh a little before expiry so a request never leaves with a token about to lapse.
const REFRESH_MARGIN_MS = 30_000
const DEAD_SESSION = new Set(['SESSION_EXPIRED', 'UNAUTHORIZED'])

/**
 * The frame's client of its own service (same origin): JSON in and out, answers checked with
 * zod, failures thrown as FrameRequestError with the service's sentence. Authenticated calls
 * carry the stored access token, refreshed when near expiry or once after a 401; a session the
 * service no longer knows is dropped from storage. Every call names the page's project, whose
 * custody the service applies (config `projectCustody`).
 * @example
 * const api = createFrameApi({ baseUrl: location.origin, projectId, storage, now: Date.now })
 * const { user } = await api.call('GET', '/auth/v1/me', { auth: true }, meSchema)
 */
export function createFrameApi(deps: {
  baseUrl: string
  /** The project the frame page was opened for. */
  projectId: string
  storage: FrameStorage
  now: () => number
  fetch?: typeof fetch
}) {
  const doFetch =
    deps.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init))
  let refreshing: Promise<StoredSession> | undefined

  const send = async (method: string, path: string, body: unknown, token?: string) => {
    const headers: Record<string, string> = { [PROJECT_HEADER]: deps.projectId }
    if (body !== undefined) headers['content-type'] = 'application/json'
    if (token) headers.authorization = `Bearer ${token}`
    let response: Response
    try {
      response = await doFetch(new URL(path, deps.baseUrl), {
        method,
        headers,
        ...(body !== undefined && { body: JSON.stringify(body) }),
      })
    } catch (cause) {
      throw new FrameRequestError(`Network error: ${String(cause)}`, 'NETWORK')
    }
    const json: unknown = await response.json().catch(() => null)
    if (!response.ok) {
      const error = errorSchema.safeParse(json)
      throw error.success
        ? new FrameRequestError(error.data.message, error.data.code)
        : new FrameRequestError('An error occurred', `HTTP_${response.status}`)
    }
    return json
  }

  const refresh = (session: StoredSession): Promise<StoredSession> => {
    refreshing ??= send('POST', '/auth/v1/refresh', { refreshToken: session.refreshToken })
      .then((json) => {
        const next = sessionTokensSchema.parse(json)
        deps.storage.setSession(next)
        return next
      })
      .catch((error: unknown) => {
        if (error instanceof FrameRequestError && error.code && DEAD_SESSION.has(error.code)) {
          deps.storage.setSession(undefined)
        }
        throw error
      })
      .finally(() => {
        refreshing = undefined
      })
    return refreshing
  }

  const token = async (): Promise<string> => {
    const session = deps.storage.session()
    if (!session) throw new FrameRequestError('Not signed in', 'UNAUTHORIZED')
    if (session.accessExpiresAt - REFRESH_MARGIN_MS > deps.now()) return session.accessToken
    return (await refresh(session)).accessToken
  }

  return {
    async call<T>(
      method: 'GET' | 'POST',
      path: string,
      options: { auth?: boolean; body?: unknown; bearer?: string },
      schema: z.ZodType<T>,
    ): Promise<T> {
      // A bearer of its own (a Farcaster channel token) is not the session: never refreshed.
      if (options.bearer !== undefined) {
        return schema.parse(await send(method, path, options.body, options.bearer))
      }
      if (!options.auth) return schema.parse(await send(method, path, options.body))
      try {
        return schema.parse(await send(method, path, options.body, await token()))
      } catch (error) {
        const session = deps.storage.session()
        if (!(error instanceof FrameRequestError) || error.code !== 'SESSION_EXPIRED' || !session)
          throw error
        const next = await refresh(session)
        return schema.parse(await send(method, path, options.body, next.accessToken))
      }
    },
    /** A valid access token (refreshed when needed), for the RPC transport. */
    token,
  }
}

/** A client made by {@link createFrameApi}. @example await api.call('GET', '/auth/v1/me', { auth: true }, schema) */
export type FrameApi = ReturnType<typeof createFrameApi>
