import type { Logger, MetricGauge } from '@portico/server'
import { type MovingTag, resolveLogRange } from './checkLogRange'
import { type CallOutcome, type ForwardedCall, UNAVAILABLE } from './forwardRpcCalls'

/**
 * Whether a node's error refuses an `eth_getLogs` for its range or the size of its answer, as
 * providers word it: "block range too large", "query returned more than 10000 results", "Log
 * response size exceeded", "exceed maximum block range: 5000", EIP-1474's -32005 "limit exceeded".
 */
const RANGE_REFUSAL = /range|more than \d+ results|response size|too many|limit/i
const isRangeRefusal = (outcome: CallOutcome | undefined): boolean =>
  outcome !== undefined &&
  'error' in outcome &&
  (outcome.error.code === -32005 || RANGE_REFUSAL.test(outcome.error.message))

const hex = (n: bigint) => `0x${n.toString(16)}`

/**
 * The chain JSON-RPC proxy's `eth_getLogs` against a provider whose range cap is narrower than
 * the gateway's `maxLogBlockRange`: a call the provider refuses for its range is asked again in
 * two halves (and so on, down to one block), their logs joined in block order, and the chain's
 * range is halved for good, so later calls wider than it are asked in parts from the start
 * (logged once per halving). `needsSplit` says which calls go through `forward` before the
 * batch; `forward` also takes a call the batch saw refused. A part failing otherwise fails the
 * call with that error. The range in use is `portico_upstream_max_log_range{chain}` once shrunk.
 * @example
 * const logs = createLogRangeSplitter({ maxRange: 10_000, logger })
 * const outcome = await logs.forward(31337, call, numberOf, async (part) => (await forwardRpcCalls(url, [part], upstream))[0])
 */
export function createLogRangeSplitter(deps: {
  maxRange: number
  logger: Logger
  rangeGauge?: MetricGauge<'chain'> | undefined
}) {
  const learned = new Map<number, number>()
  const rangeOf = (chainId: number) => learned.get(chainId) ?? deps.maxRange

  const shrink = (chainId: number, refused: bigint) => {
    const next = Math.max(1, Number(refused / 2n))
    if (next >= rangeOf(chainId)) return
    learned.set(chainId, next)
    deps.rangeGauge?.set({ chain: `eip155:${chainId}` }, next)
    deps.logger.warn('RPC provider refused an eth_getLogs range: smaller ranges from now on', {
      chainId,
      refused: Number(refused),
      range: next,
    })
  }

  async function forwardRange(
    chainId: number,
    call: ForwardedCall,
    from: bigint,
    to: bigint,
    send: (call: ForwardedCall) => Promise<CallOutcome | undefined>,
  ): Promise<CallOutcome> {
    const size = BigInt(rangeOf(chainId))
    if (to - from + 1n > size) {
      const parts: CallOutcome[] = []
      for (let start = from; start <= to; start += size) {
        const end = start + size - 1n < to ? start + size - 1n : to
        parts.push(await forwardRange(chainId, call, start, end, send))
      }
      return joined(parts)
    }
    const filter = { ...(call.params[0] as object), fromBlock: hex(from), toBlock: hex(to) }
    const outcome = await send({ method: call.method, params: [filter] })
    if (!outcome) return { error: UNAVAILABLE }
    if (!isRangeRefusal(outcome) || from === to) return outcome
    shrink(chainId, to - from + 1n)
    const middle = from + (to - from) / 2n
    return joined([
      await forwardRange(chainId, call, from, middle, send),
      await forwardRange(chainId, call, middle + 1n, to, send),
    ])
  }

  return {
    /** Whether `call` is an `eth_getLogs` the chain's learned range is too narrow for as asked. */
    async needsSplit(
      chainId: number,
      call: ForwardedCall,
      numberOf: (tag: MovingTag) => Promise<bigint | undefined>,
    ): Promise<boolean> {
      if (call.method !== 'eth_getLogs' || !learned.has(chainId)) return false
      const range = await resolveLogRange(call.params[0], numberOf)
      return range !== undefined && range.to - range.from + 1n > BigInt(rangeOf(chainId))
    },
    /** Whether the node refused an `eth_getLogs` for its range: ask it again through `forward`. */
    refused: (call: ForwardedCall, outcome: CallOutcome | undefined) =>
      call.method === 'eth_getLogs' && isRangeRefusal(outcome),
    async forward(
      chainId: number,
      call: ForwardedCall,
      numberOf: (tag: MovingTag) => Promise<bigint | undefined>,
      send: (call: ForwardedCall) => Promise<CallOutcome | undefined>,
    ): Promise<CallOutcome> {
      const range = await resolveLogRange(call.params[0], numberOf)
      if (!range) return (await send(call)) ?? { error: UNAVAILABLE }
      return forwardRange(chainId, call, range.from, range.to, send)
    },
  }
}

/** The parts' logs in order, or the first part's error. */
function joined(parts: readonly CallOutcome[]): CallOutcome {
  const logs: unknown[] = []
  for (const part of parts) {
    if ('error' in part) return part
    if (!Array.isArray(part.result)) return part
    logs.push(...part.result)
  }
  return { result: logs }
}
