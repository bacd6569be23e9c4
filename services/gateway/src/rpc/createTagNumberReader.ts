import type { FetchFn } from '../upstream/createRequestSender'
import type { MovingTag } from './checkLogRange'
import { type ForwardedCall, forwardRpcCalls } from './forwardRpcCalls'

/**
 * The block numbers of moving tags (`latest`, `safe`, …) on the node at `url`, each asked at
 * most once per reader (one reader per request); undefined when the node cannot say.
 * @example
 * const numberOf = createTagNumberReader(url, { timeoutMs: 8_000, maxResponseBytes: 1e7 })
 * const latest = await numberOf('latest')
 */
export function createTagNumberReader(
  url: string,
  upstream: { timeoutMs: number; maxResponseBytes: number; fetch?: FetchFn | undefined },
): (tag: MovingTag) => Promise<bigint | undefined> {
  const tagNumbers = new Map<MovingTag, Promise<bigint | undefined>>()
  return (tag) => {
    let known = tagNumbers.get(tag)
    if (!known) {
      const call: ForwardedCall =
        tag === 'latest'
          ? { method: 'eth_blockNumber', params: [] }
          : { method: 'eth_getBlockByNumber', params: [tag, false] }
      known = forwardRpcCalls(url, [call], upstream).then(([outcome]) => {
        if (!outcome || !('result' in outcome)) return undefined
        const value =
          tag === 'latest' ? outcome.result : (outcome.result as { number?: unknown })?.number
        return typeof value === 'string' && /^0x[0-9a-fA-F]{1,16}$/.test(value)
          ? BigInt(value)
          : undefined
      })
      tagNumbers.set(tag, known)
    }
    return known
  }
}
