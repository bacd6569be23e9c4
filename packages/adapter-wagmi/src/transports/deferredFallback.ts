import type { Transport } from '@wagmi/core'
import type { FallbackTransportConfig } from 'viem'
import { deferredTransport } from './deferredTransport'

/**
 * wagmi's `fallback(transports, config)`, whose code (and viem's node-error classes it checks
 * answers against, about 3 KiB gzip) loads with the first request instead of with the page.
 * Retries stay the fallback's own: the wrapper does not retry on top of them.
 * @example
 * const transport = deferredFallback([http(a), http(b)], { rank: true })
 */
export function deferredFallback(
  transports: readonly Transport[],
  config: FallbackTransportConfig,
): Transport {
  return deferredTransport({ key: 'fallback', name: 'Fallback', type: 'fallback' }, async () =>
    (await import('./loadTransports')).fallback([...transports], config),
  )
}
