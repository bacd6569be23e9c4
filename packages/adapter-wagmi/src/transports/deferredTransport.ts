import { createLoader } from '@portico/core'
import type { Transport } from '@wagmi/core'
import { createTransport, type EIP1193RequestFn } from 'viem'

/**
 * What a transport says it is (viem's `key`, `name` and `type`), known before its code arrives.
 * @example
 * const kind: TransportKind = { key: 'fallback', name: 'Fallback', type: 'fallback' }
 */
export type TransportKind = { key: string; name: string; type: string }

/**
 * A transport whose code loads with its first request instead of with the page: `build` makes
 * the real one once its module has arrived, for the same chain and options. Retries stay the
 * real transport's own: the wrapper does not retry on top of them. A failed load is tried again
 * by the next request.
 * @example
 * const transport = deferredTransport(kind, async () => (await import('./loadOwnTransports')).lateHttp(urlOf))
 */
export function deferredTransport(kind: TransportKind, build: () => Promise<Transport>): Transport {
  return (params) => {
    const inner = createLoader(async () => (await build())(params))
    return createTransport({
      ...kind,
      retryCount: 0,
      // viem's request type is generic over the method; the real transport answers like any.
      request: (async (args) => (await inner()).request(args)) as EIP1193RequestFn,
    })
  }
}
