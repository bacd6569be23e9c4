import { type Logger, type Metrics, type RateLimiter, silentLogger } from '@portico/server'
import type { Context } from 'hono'
import { Hono } from 'hono'
import type { ChainConfig } from '../config/gatewayConfigSchema'
import { GatewayError } from '../errors/GatewayError'
import type { AppEnv } from '../http/AppEnv'
import { parseInput } from '../http/parseInput'
import { readJsonBody } from '../http/readJsonBody'
import type { FetchFn } from '../upstream/createRequestSender'
import { createLogRangeSplitter } from './createLogRangeSplitter'
import { createTagNumberReader } from './createTagNumberReader'
import {
  type CallOutcome,
  type ForwardedCall,
  forwardRpcCalls,
  UNAVAILABLE,
} from './forwardRpcCalls'
import { judgeRpcCall } from './judgeRpcCall'
import { RPC_METHOD_COSTS, rpcCallCost } from './rpcCallCost'
import type { RpcConfig } from './rpcConfigSchema'
import { type RpcId, rpcQuery } from './rpcSchemas'

type Answer = { jsonrpc: '2.0'; id: RpcId } & CallOutcome

/**
 * The chain JSON-RPC proxy of spec §7: `POST /v1?chainId&projectId` takes one JSON-RPC call or a
 * batch and forwards the calls of {@link RPC_METHODS} to the configured chain's RPC URL in one
 * request. Each call is answered in order with the caller's id: a refused method
 * (`-32601 Requested RPC call is not allowed`), a malformed call (`-32600`), an `eth_getLogs`
 * over more than `maxLogBlockRange` blocks (`-32005`) or a node that fails (`-32002`) is a
 * JSON-RPC error of that call. A body that is not JSON or not a call is a JSON-RPC error with
 * HTTP 400; an unknown chain 400 'No RPC url provided for chainId'; a batch over `maxBatchSize`
 * 413; a client over its bucket 429 (one token per call, more for the calls that make the node
 * execute or scan: see RPC_METHOD_COSTS and `methodCosts`). Calls go through `fetchOf(chainId)`,
 * the chain's provider-grade fetch the gateway's own clients use, where there is one: visitors'
 * calls then spend the chain's provider budget with the rest and wait out its 429s. An
 * `eth_getLogs` the provider refuses for its range is asked again in parts, and the chain's
 * range shrinks for the calls after it (see createLogRangeSplitter).
 * @example
 * app.route('/', createRpcRoutes({ chains: config.chains, config: config.rpc, limiter, clientKey }))
 */
export function createRpcRoutes(deps: {
  chains: readonly ChainConfig[]
  config: RpcConfig
  limiter: RateLimiter
  clientKey: (c: Context<AppEnv>) => string
  metrics?: Metrics | undefined
  fetchOf?: ((chainId: number) => FetchFn | undefined) | undefined
  logger?: Logger | undefined
}): Hono<AppEnv> {
  const { config } = deps
  const urls = new Map(deps.chains.map((chain) => [chain.chainId, chain.rpcUrl] as const))
  const limits = { timeoutMs: config.timeoutMs, maxResponseBytes: config.maxResponseBytes }
  const costs = { ...RPC_METHOD_COSTS, ...config.methodCosts }
  const logRanges = createLogRangeSplitter({
    maxRange: config.maxLogBlockRange,
    logger: deps.logger ?? silentLogger,
    rangeGauge: deps.metrics?.gauge({
      name: 'portico_upstream_max_log_range',
      help: 'Blocks per eth_getLogs the provider is asked for now (halved on each refused range)',
      labelNames: ['chain'],
    }),
  })
  const app = new Hono<AppEnv>()

  app.post('/v1', async (c) => {
    const query = parseInput(rpcQuery, c.req.query(), 'query')
    const url = urls.get(query.chainId)
    if (!url) throw new GatewayError('NO_RPC_URL')
    const upstream = { ...limits, fetch: deps.fetchOf?.(query.chainId) }
    const wholeRequestError = (code: number, message: string) =>
      c.json({ jsonrpc: '2.0', id: null, error: { code, message } }, 400)
    let body: unknown
    try {
      body = await readJsonBody(c)
    } catch {
      return wholeRequestError(-32700, 'Parse error')
    }
    const isBatch = Array.isArray(body)
    const items: unknown[] = Array.isArray(body) ? body : [body]
    if (items.length > config.maxBatchSize) {
      throw new GatewayError('PAYLOAD_TOO_LARGE', {
        message: `A batch may hold at most ${config.maxBatchSize} calls`,
      })
    }
    const cost = items.reduce<number>((sum, item) => sum + rpcCallCost(item, costs), 0)
    const decision = await deps.limiter.take(deps.clientKey(c), Math.max(1, cost))
    if (!decision.allowed) {
      deps.metrics?.rateLimitRefusals.inc({ limiter: 'rpc' })
      throw new GatewayError('RATE_LIMITED', {
        headers: { 'Retry-After': String(decision.retryAfterSeconds) },
      })
    }
    if (items.length === 0 || body === null || typeof body !== 'object') {
      return wholeRequestError(-32600, 'Invalid Request')
    }

    // Block numbers of moving tags, asked of the node at most once per request.
    const numberOf = createTagNumberReader(url, upstream)
    const judged = await Promise.all(
      items.map((item) =>
        judgeRpcCall(item, { maxLogBlockRange: config.maxLogBlockRange, numberOf }),
      ),
    )
    const forwarded = judged.flatMap((entry) => (entry.call ? [entry.call] : []))
    const sendOne = async (call: ForwardedCall) => (await forwardRpcCalls(url, [call], upstream))[0]
    const splitLogs = (call: ForwardedCall) =>
      logRanges.forward(query.chainId, call, numberOf, sendOne)
    // Log ranges the provider is known to refuse go in parts; the rest in one request.
    const split = await Promise.all(
      forwarded.map((call) => logRanges.needsSplit(query.chainId, call, numberOf)),
    )
    const batched = forwarded.filter((_, i) => !split[i])
    const batchOutcomes = await forwardRpcCalls(url, batched, upstream)
    let inBatch = 0
    const outcomes = await Promise.all(
      forwarded.map(async (call, i) => {
        if (split[i]) return splitLogs(call)
        const outcome = batchOutcomes[inBatch++]
        return logRanges.refused(call, outcome) ? splitLogs(call) : outcome
      }),
    )
    let next = 0
    const answers: Answer[] = judged.map((entry) => ({
      jsonrpc: '2.0',
      id: entry.id,
      ...(entry.refused ? { error: entry.refused } : (outcomes[next++] ?? { error: UNAVAILABLE })),
    }))
    return c.json(isBatch ? answers : answers[0])
  })
  return app
}
