import type { Transport } from '@wagmi/core'
import { createTransport, type EIP1193RequestFn, type FallbackTransportConfig } from 'viem'

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
  return (params) => {
    let loading: Promise<ReturnType<Transport>> | undefined
    const inner = () => {
      loading ??= import('./loadFallback').then(({ fallback }) =>
        fallback([...transports], config)(params),
      )
      return loading
    }
    return createTransport({
      key: 'fallback',
      name: 'Fallback',
      type: 'fallback',
      retryCount: 0,
      // viem's request type is generic over the method; the fallback answers like any transport.
      request: (async (args) => (await inner()).request(args)) as EIP1193RequestFn,
    })
  }
}
