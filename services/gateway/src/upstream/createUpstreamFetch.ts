import type { Logger } from '@portico/server'
import type { UpstreamTiming } from './createCallPacer'
import { createRequestSender, type FetchFn } from './createRequestSender'
import type { UpstreamMetrics, UpstreamOutcome } from './createUpstreamMetrics'
import type { UpstreamConfig } from './upstreamConfigSchema'

/**
 * What {@link createUpstreamFetch} needs: the chain it serves, its settings, where it reports,
 * and (for tests) the clock and the network.
 * @example
 * const deps: UpstreamFetchDeps = { chainId: 'eip155:8453', config, logger }
 */
export type UpstreamFetchDeps = {
  chainId: string
  config: UpstreamConfig
  logger: Logger
  metrics?: UpstreamMetrics | undefined
  timing?: UpstreamTiming | undefined
  fetch?: FetchFn | undefined
}

const realTiming: UpstreamTiming = {
  now: Date.now,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}

const jsonResponse = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  })

/**
 * A `fetch` for one chain's JSON-RPC provider that behaves as a paying customer must: calls are
 * paced to `callsPerSecond`; a 429 holds every call for its `Retry-After` (else 1 s, 2 s, 4 s…)
 * and the request goes again, up to `maxRateLimitRetries`; a batch the provider refuses (HTTP 413,
 * or one error where an array of answers belongs) is split in two and the chain's batch size
 * halved for good, and batches larger than that size are split before sending; after
 * `failureThreshold` consecutive failures the circuit opens and requests fail at once
 * (`UpstreamError` `CIRCUIT_OPEN`) until `cooldownMs` has passed and one probe succeeds. Each of
 * these is counted in {@link UpstreamMetrics} and logged once when it happens.
 * @example
 * const transport = http(rpcUrl, { fetchFn: createUpstreamFetch({ chainId, config, logger, metrics }) })
 */
export function createUpstreamFetch(deps: UpstreamFetchDeps): FetchFn {
  const { chainId, config, logger, metrics } = deps
  const labels = { chain: chainId }
  let batchSize = config.maxBatchSize
  metrics?.maxBatchSize.set(labels, batchSize)
  const count = (outcome: UpstreamOutcome, calls: number) =>
    metrics?.calls.inc({ ...labels, outcome }, calls)
  const sendRequest = createRequestSender({
    ...deps,
    timing: deps.timing ?? realTiming,
    send: deps.fetch ?? globalThis.fetch,
    count,
  })

  const shrinkBatch = (refused: number) => {
    const next = Math.max(1, Math.floor(refused / 2))
    if (next >= batchSize) return
    batchSize = next
    metrics?.maxBatchSize.set(labels, batchSize)
    logger.warn('RPC provider refused a batch: smaller batches from now on', {
      chainId,
      refused,
      batchSize,
    })
  }

  // A batch answered whole, or split where the provider refused it; answers keep their ids, so
  // the halves' arrays joined are the batch's answer.
  const sendBatch = async (
    url: string | URL | Request,
    init: RequestInit | undefined,
    items: unknown[],
  ): Promise<Response> => {
    if (items.length > batchSize) return sendSplit(url, init, items, batchSize)
    const response = await sendRequest(url, init, JSON.stringify(items), items.length)
    if (items.length === 1 || (response.status !== 200 && response.status !== 413)) {
      if (response.ok) count('ok', items.length)
      return response
    }
    const text = await response.text()
    let answer: unknown
    try {
      answer = JSON.parse(text)
    } catch {
      answer = undefined
    }
    if (response.status === 200 && Array.isArray(answer)) {
      count('ok', items.length)
      return new Response(text, { status: 200, headers: response.headers })
    }
    count('batch_refused', items.length)
    shrinkBatch(items.length)
    return sendSplit(url, init, items, Math.max(1, Math.floor(items.length / 2)))
  }

  const sendSplit = async (
    url: string | URL | Request,
    init: RequestInit | undefined,
    items: unknown[],
    size: number,
  ): Promise<Response> => {
    const parts: unknown[][] = []
    for (let i = 0; i < items.length; i += size) parts.push(items.slice(i, i + size))
    const responses = await Promise.all(parts.map((part) => sendBatch(url, init, part)))
    const answers: unknown[] = []
    for (const [i, response] of responses.entries()) {
      if (response.status !== 200) return response
      const answer: unknown = await response.json()
      // A part of one call is sent alone and answered with one object.
      if (Array.isArray(answer)) answers.push(...answer)
      else if ((parts[i]?.length ?? 0) === 1) answers.push(answer)
      else return jsonResponse(answer)
    }
    return jsonResponse(answers)
  }

  return async (url, init) => {
    const body = typeof init?.body === 'string' ? init.body : undefined
    let items: unknown
    try {
      items = body === undefined ? undefined : JSON.parse(body)
    } catch {
      items = undefined
    }
    if (body !== undefined && Array.isArray(items) && items.length > 1) {
      return sendBatch(url, init, items)
    }
    const response = await sendRequest(url, init, body, 1)
    if (response.ok) count('ok', 1)
    return response
  }
}
