import {
  type WalletFrameConfigInput,
  walletFrameConfigSchema,
} from '../config/walletFrameConfigSchema'
import type { RunningWalletFrame } from '../startWalletFrame'
import { TEST_PUBLIC_URL } from './frameRequestHeaders'
import type { ServiceUnderTest } from './ServiceUnderTest'

/**
 * A load balancer in front of running wallet-frame nodes: the frame's requests, sent to the
 * public URL, go over HTTP to whichever node `use` picked (the frame-only API checks `Origin`
 * against that public URL).
 * @example
 * const lb = nodeBalancer(config, a)
 * lb.use(b)
 */
export function nodeBalancer(
  config: WalletFrameConfigInput,
  first: RunningWalletFrame,
): ServiceUnderTest & { use: (node: RunningWalletFrame) => void } {
  let node = first
  return {
    use: (next) => {
      node = next
    },
    config: walletFrameConfigSchema.parse(config),
    app: {
      request: async (input, init) => {
        const request =
          typeof input === 'string' ? new Request(new URL(input, TEST_PUBLIC_URL), init) : input
        const url = new URL(request.url)
        const body =
          request.method === 'GET' || request.method === 'HEAD'
            ? undefined
            : await request.arrayBuffer()
        return fetch(new URL(url.pathname + url.search, node.url), {
          method: request.method,
          headers: request.headers,
          ...(body && { body }),
          redirect: 'manual',
        })
      },
    },
  }
}
