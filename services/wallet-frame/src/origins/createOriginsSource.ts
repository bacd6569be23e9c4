import { allowedOriginsResponseSchema } from '@portico/common/schemas/api'
import type { Clock, Logger } from '@portico/server'
import { z } from 'zod'
import { GatewayAnswerError } from '../errors/GatewayAnswerError'

/**
 * What the gateway says about one project's framing: unknown to it, or its allowed origins and
 * whether the spec's default frame ancestors apply too.
 * @example const framing: ProjectFraming = { known: true, origins: [], defaultAncestors: true }
 */
export type ProjectFraming =
  | { known: false }
  | { known: true; origins: readonly string[]; defaultAncestors: boolean }

type Entry = { framing: ProjectFraming; fetchedAt: number; ttlMs: number }

const FAILURE_TTL_MS = 5_000
const MAX_PROJECTS = 1_000
// The gateway's answer for a project id it does not have (403 UNAUTHORIZED_INVALID_KEY).
const unknownProjectSchema = z.object({ code: z.literal('UNAUTHORIZED_INVALID_KEY') })
// Gateway down or answering nonsense: no project origins and none of the spec's default
// ancestors either, since a project may have turned those off and pages on their shared hosts
// are anyone's. Loopback pages still pass where the frame allows them (development).
const UNAVAILABLE: ProjectFraming = { known: true, origins: [], defaultAncestors: false }

/**
 * A project's allowed page origins, read from the gateway's `GET /projects/v1/origins` and cached
 * per project. A project the gateway does not know is `{ known: false }`; any other failure
 * (gateway down, malformed answer) gives an empty list without the default ancestors, retried
 * after 5 s; concurrent look-ups of one project share one request.
 * @example
 * const origins = createOriginsSource({ gatewayUrl: 'http://127.0.0.1:8787', cacheMs: 60_000, clock, logger })
 * await origins.get('portico-demo') // ['http://127.0.0.1:5173', …]
 * await origins.lookup('nope') // { known: false }
 */
export function createOriginsSource(deps: {
  gatewayUrl: string
  cacheMs: number
  clock: Clock
  logger: Logger
  fetch?: typeof fetch
}) {
  const doFetch = deps.fetch ?? fetch
  const cache = new Map<string, Entry>()
  const inFlight = new Map<string, Promise<ProjectFraming>>()

  const read = async (projectId: string): Promise<{ framing: ProjectFraming; ttlMs: number }> => {
    const url = new URL('/projects/v1/origins', deps.gatewayUrl)
    url.searchParams.set('projectId', projectId)
    try {
      const response = await doFetch(url, { signal: AbortSignal.timeout(5_000) })
      const body: unknown = await response.json().catch(() => null)
      if (response.status === 403 && unknownProjectSchema.safeParse(body).success) {
        return { framing: { known: false }, ttlMs: FAILURE_TTL_MS }
      }
      if (!response.ok) throw new GatewayAnswerError(response.status)
      const answer = allowedOriginsResponseSchema.parse(body)
      const framing: ProjectFraming = {
        known: true,
        origins: answer.allowedOrigins,
        defaultAncestors: answer.defaultFrameAncestors ?? true,
      }
      return { framing, ttlMs: deps.cacheMs }
    } catch (error) {
      deps.logger.warn('allowed origins unavailable', { projectId, error })
      return { framing: UNAVAILABLE, ttlMs: FAILURE_TTL_MS }
    }
  }

  const load = async (projectId: string): Promise<ProjectFraming> => {
    const { framing, ttlMs } = await read(projectId)
    if (cache.size >= MAX_PROJECTS) cache.delete(cache.keys().next().value ?? '')
    cache.set(projectId, { framing, fetchedAt: deps.clock.now(), ttlMs })
    return framing
  }

  const lookup = async (projectId: string): Promise<ProjectFraming> => {
    const hit = cache.get(projectId)
    if (hit && deps.clock.now() - hit.fetchedAt < hit.ttlMs) return hit.framing
    const pending = inFlight.get(projectId)
    if (pending) return pending
    const next = load(projectId).finally(() => inFlight.delete(projectId))
    inFlight.set(projectId, next)
    return next
  }

  return {
    lookup,
    /** The project's allowed origins; none for a project the gateway does not know. */
    async get(projectId: string): Promise<readonly string[]> {
      const framing = await lookup(projectId)
      return framing.known ? framing.origins : []
    },
  }
}

/** A source made by {@link createOriginsSource}. @example await origins.get(projectId) */
export type OriginsSource = ReturnType<typeof createOriginsSource>
