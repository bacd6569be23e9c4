import { deferredFallback } from '@portico/adapter-wagmi'
import { type CaipNetwork, HTTP_BATCH_SIZE, HTTP_TIMEOUT_MS } from '@portico/common'
import { http, type Transport } from '@wagmi/core'
import type { AppKitCustomRpcUrlMap } from './AppKitCustomRpcUrl'

const HTTP_DEFAULTS = { timeout: HTTP_TIMEOUT_MS, batch: { batchSize: HTTP_BATCH_SIZE } }

/**
 * wagmi transports of the EVM networks that `customRpcUrls` names: HTTP to each custom URL
 * (with its own viem options), then to the network's own URLs, tried in that order (a fallback,
 * not ranked: the app's endpoints come first whatever their latency).
 * @example
 * customRpcTransports([mainnet], { 'eip155:1': [{ url: 'https://rpc.example/eth' }] })
 * // { 1: fallback(http('https://rpc.example/eth'), http('https://eth.merkle.io')) }
 */
export function customRpcTransports(
  networks: readonly CaipNetwork[],
  customRpcUrls: AppKitCustomRpcUrlMap | undefined,
): Record<number, Transport> {
  const transports: Record<number, Transport> = {}
  for (const network of networks) {
    const custom = customRpcUrls?.[network.caipNetworkId] ?? []
    if (network.chainNamespace !== 'eip155' || typeof network.id !== 'number') continue
    if (custom.length === 0) continue
    const own = network.rpcUrls.default.http.filter((url) => !custom.some((c) => c.url === url))
    const list = [
      ...custom.map(({ url, config }) => http(url, { ...HTTP_DEFAULTS, ...config })),
      ...own.map((url) => http(url, HTTP_DEFAULTS)),
    ]
    const [only] = list
    transports[network.id] = list.length === 1 && only ? only : deferredFallback(list, {})
  }
  return transports
}
