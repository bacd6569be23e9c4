import type { Logger } from '@portico/server'
import { UpstreamError } from '../errors/UpstreamError'
import { createCallPacer, type UpstreamTiming } from './createCallPacer'
import { type CircuitState, createCircuitBreaker } from './createCircuitBreaker'
import type { UpstreamMetrics, UpstreamOutcome } from './createUpstreamMetrics'
import { parseRetryAfter } from './parseRetryAfter'
import type { UpstreamConfig } from './upstreamConfigSchema'

/**
 * The `fetch` viem's http transport calls (its `fetchFn`).
 * @example const fetchFn: FetchFn = (input, init) => fetch(input, init)
 */
export type FetchFn = (input: string | URL | Request, init?: RequestInit) => Promise<Response>

const CIRCUIT_VALUE: Record<CircuitState, number> = { closed: 0, halfOpen: 0.5, open: 1 }
/** Back-off of a 429 that names no wait: 1 s, then doubled each time. */
const FIRST_BACKOFF_MS = 1_000

/**
 * Sends one HTTP request of `calls` JSON-RPC calls to a chain's provider as the chain's settings
 * say: paced to `callsPerSecond`; a 429 holds every call of the chain for its `Retry-After` (else
 * 1 s, 2 s, 4 s…) and the request goes again, up to `maxRateLimitRetries` (past them, or for a
 * wait over `maxRetryAfterMs`, the 429 is answered without its `Retry-After`, so viem does not
 * wait it out again); connection errors, 5xx and those 429s count towards the circuit breaker,
 * which while open refuses at once with `UpstreamError` `CIRCUIT_OPEN`. `count` hears each
 * outcome but `ok`, which only the caller knows (a batch may still be refused).
 * @example
 * const sendRequest = createRequestSender({ chainId, config, logger, timing, send: fetch, count })
 * const response = await sendRequest(url, init, body, 1)
 */
export function createRequestSender(deps: {
  chainId: string
  config: UpstreamConfig
  logger: Logger
  metrics?: UpstreamMetrics | undefined
  timing: UpstreamTiming
  send: FetchFn
  count(outcome: UpstreamOutcome, calls: number): void
}) {
  const { chainId, config, logger, metrics, timing, send, count } = deps
  const labels = { chain: chainId }
  const pacer = createCallPacer(config.callsPerSecond, timing)
  const breaker = createCircuitBreaker({
    failureThreshold: config.failureThreshold,
    cooldownMs: config.cooldownMs,
    now: timing.now,
    onChange(state) {
      metrics?.circuitOpen.set(labels, CIRCUIT_VALUE[state])
      if (state === 'open') {
        logger.warn('RPC provider circuit opened', { chainId, cooldownMs: config.cooldownMs })
      } else if (state === 'closed') logger.info('RPC provider circuit closed', { chainId })
    },
  })
  metrics?.circuitOpen.set(labels, 0)

  const refuseOpen = (calls: number) => {
    count('circuit_open', calls)
    return new UpstreamError(
      'CIRCUIT_OPEN',
      `The RPC provider of ${chainId} failed ${config.failureThreshold} times in a row; it is left alone for ${Math.round(config.cooldownMs / 1000)} s`,
    )
  }

  return async (
    url: string | URL | Request,
    init: RequestInit | undefined,
    body: string | undefined,
    calls: number,
  ): Promise<Response> => {
    for (let attempt = 0; ; attempt++) {
      if (!breaker.allow()) throw refuseOpen(calls)
      await pacer.take(calls)
      let response: Response
      try {
        response = await send(url, body === undefined ? init : { ...init, body })
      } catch (error) {
        breaker.failed()
        count('failed', calls)
        throw error
      }
      if (response.status === 429) {
        const wait =
          parseRetryAfter(response.headers.get('Retry-After'), timing.now()) ??
          FIRST_BACKOFF_MS * 2 ** attempt
        if (attempt >= config.maxRateLimitRetries || wait > config.maxRetryAfterMs) {
          breaker.failed()
          count('failed', calls)
          // Without its Retry-After: viem would otherwise wait it out itself, however long.
          const headers = new Headers(response.headers)
          headers.delete('Retry-After')
          return new Response(await response.text(), { status: 429, headers })
        }
        count('rate_limited', calls)
        metrics?.backoffSeconds.inc(labels, wait / 1000)
        logger.warn('RPC provider answered 429: waiting', { chainId, waitMs: wait, attempt })
        await response.body?.cancel()
        pacer.pause(wait)
        continue
      }
      if (response.status >= 500) {
        breaker.failed()
        count('failed', calls)
      } else breaker.succeeded()
      return response
    }
  }
}
