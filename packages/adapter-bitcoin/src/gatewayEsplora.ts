import type { EsploraEndpoint } from './esploraClient'

/**
 * The gateway's Esplora-style API for a network: `{gatewayUrl}/v1/esplora/{CAIP-2 reference}`
 * with the project id, as the adapter's `esplora` option wants it.
 * @example
 * createBitcoinAdapter({ networks, esplora: gatewayEsplora({ gatewayUrl: 'http://127.0.0.1:8787', projectId: 'demo' }) })
 */
export function gatewayEsplora(options: {
  gatewayUrl: string
  projectId: string | undefined
}): (caipNetworkId: string) => EsploraEndpoint {
  const base = options.gatewayUrl.replace(/\/+$/, '')
  const { projectId } = options
  return (caipNetworkId) => ({
    baseUrl: `${base}/v1/esplora/${caipNetworkId.split(':')[1] ?? ''}`,
    ...(projectId !== undefined && { query: { projectId } }),
  })
}
