import { allowedOriginsResponseSchema } from '@portico/common/schemas/api'
import type { Clock } from '../config/Clock'
import type { Logger } from '../config/Logger'

type Entry = { origins: readonly string[]; fetchedAt: number; ttlMs: number }

const FAILURE_TTL_MS = 5_000
const MAX_PROJECTS = 1_000

/**
 * A project's allowed page origins, read from the gateway's `GET /projects/v1/origins` and cached
 * per project. Any failure (unknown project, gateway down, malformed answer) gives an empty list,
 * retried after 5 s; concurrent look-ups of one project share one request.
 * @example
 * const origins = createOriginsSource({ gatewayUrl: 'http://127.0.0.1:8787', cacheMs: 60_000, clock, logger })
 * await origins.get('portico-demo') // ['http://127.0.0.1:5173', …]
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
  const inFlight = new Map<string, Promise<readonly string[]>>()

  const load = async (projectId: string): Promise<readonly string[]> => {
    const url = new URL('/projects/v1/origins', deps.gatewayUrl)
    url.searchParams.set('projectId', projectId)
    let entry: Entry
    try {
      const response = await doFetch(url, { signal: AbortSignal.timeout(5_000) })
      if (!response.ok) throw new Error(`gateway answered ${response.status}`)
      const { allowedOrigins } = allowedOriginsResponseSchema.parse(await response.json())
      entry = { origins: allowedOrigins, fetchedAt: deps.clock.now(), ttlMs: deps.cacheMs }
    } catch (error) {
      deps.logger.warn(`allowed origins of ${projectId} unavailable: ${String(error)}`)
      entry = { origins: [], fetchedAt: deps.clock.now(), ttlMs: FAILURE_TTL_MS }
    }
    if (cache.size >= MAX_PROJECTS) cache.delete(cache.keys().next().value ?? '')
    cache.set(projectId, entry)
    return entry.origins
  }

  return {
    async get(projectId: string): Promise<readonly string[]> {
      const hit = cache.get(projectId)
      if (hit && deps.clock.now() - hit.fetchedAt < hit.ttlMs) return hit.origins
      const pending = inFlight.get(projectId)
      if (pending) return pending
      const next = load(projectId).finally(() => inFlight.delete(projectId))
      inFlight.set(projectId, next)
      return next
    },
  }
}

/** A source made by {@link createOriginsSource}. @example await origins.get(projectId) */
export type OriginsSource = ReturnType<typeof createOriginsSource>
