import { type CaipNetwork, isHttpUrl } from '@portico/common'

/**
 * A network's first HTTP(S) RPC URL (spec §5: HTTP provider URLs must be HTTP(S)), or undefined.
 * A `ws://` or relative entry in `rpcUrls.default.http` is skipped: the universal provider's HTTP
 * connection and `fetch` can use neither.
 * @example
 * httpRpcUrlOf({ ...devnet, rpcUrls: { default: { http: ['ws://x', 'http://127.0.0.1:8545'] } } })
 * // 'http://127.0.0.1:8545'
 */
export function httpRpcUrlOf(network: Pick<CaipNetwork, 'rpcUrls'>): string | undefined {
  return network.rpcUrls.default.http.find((url) => isHttpUrl(url))
}
