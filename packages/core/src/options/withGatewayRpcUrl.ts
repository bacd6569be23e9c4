import type { CaipNetwork } from '@portico/common'

/**
 * The gateway's chain JSON-RPC endpoint for one network (spec §7 "Chain RPC"):
 * `POST {apiUrl}/v1?chainId=<caip-2>&projectId=<projectId>`.
 * @example
 * gatewayRpcUrl('http://127.0.0.1:8787', 'eip155:31337', 'demo')
 * // 'http://127.0.0.1:8787/v1?chainId=eip155%3A31337&projectId=demo'
 */
export function gatewayRpcUrl(
  apiUrl: string,
  caipNetworkId: string,
  projectId: string | undefined,
): string {
  const query = new URLSearchParams({ chainId: caipNetworkId })
  if (projectId !== undefined) query.set('projectId', projectId)
  return `${apiUrl.replace(/\/+$/, '')}/v1?${query}`
}

/**
 * An EVM network the app gave no RPC URL gets the gateway's ({@link gatewayRpcUrl}); a network
 * with URLs of its own, or of another namespace, is returned as it is (the same object).
 * @example
 * withGatewayRpcUrl({ ...anvil, rpcUrls: { default: { http: [] } } }, { apiUrl, projectId }).rpcUrls.default.http
 * // ['http://127.0.0.1:8787/v1?chainId=eip155%3A31337&projectId=demo']
 */
export function withGatewayRpcUrl(
  network: CaipNetwork,
  gateway: { apiUrl: string; projectId: string | undefined },
): CaipNetwork {
  if (network.chainNamespace !== 'eip155' || network.rpcUrls.default.http.length > 0) {
    return network
  }
  const url = gatewayRpcUrl(gateway.apiUrl, network.caipNetworkId, gateway.projectId)
  return {
    ...network,
    rpcUrls: {
      ...network.rpcUrls,
      default: { ...network.rpcUrls.default, http: [url] },
    },
  }
}
