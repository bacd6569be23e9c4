import { FALLBACK_RANKING } from '@portico/common'
import { fallback, http, type Transport } from '@wagmi/core'
import { HTTP_OPTIONS } from './httpOptions'

/**
 * HTTP to each of a network's RPC URLs behind wagmi's fallback, ranked by stability and latency
 * (spec §9's weights, sample count and probe timeout).
 * @example
 * const transport = rankedFallback(['https://a.example', 'https://b.example'])
 */
export function rankedFallback(urls: readonly string[]): Transport {
  return fallback(
    urls.map((url) => http(url, HTTP_OPTIONS)),
    {
      rank: {
        sampleCount: FALLBACK_RANKING.sampleCount,
        timeout: FALLBACK_RANKING.timeoutMs,
        weights: {
          stability: FALLBACK_RANKING.stabilityWeight,
          latency: FALLBACK_RANKING.latencyWeight,
        },
      },
    },
  )
}
