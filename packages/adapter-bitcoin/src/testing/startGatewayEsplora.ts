import { gatewayConfigSchema, startGateway } from '@portico/gateway'
import type { Regtest } from '@portico/test/bitcoin/startRegtest'
import { gatewayEsplora } from '../gatewayEsplora'

/**
 * The gateway's Esplora-style API in front of a regtest node, as in the dev stack: a gateway on
 * a free port (in-memory database, no indexer) serving `node`'s chain, and the adapter's
 * `esplora` option reading it as `projectId`. `config` adds gateway settings (`projects`, and
 * `bitcoin` settings beside the chain).
 * @example
 * const { esplora, stop } = await startGatewayEsplora(node, 'sats')
 */
export async function startGatewayEsplora(
  node: Regtest,
  projectId: string,
  config: { projects?: { projectId: string }[]; bitcoin?: Record<string, unknown> } = {},
) {
  const gateway = await startGateway(
    gatewayConfigSchema.parse({
      port: 0,
      dbPath: ':memory:',
      indexer: { enabled: false },
      ...(config.projects ? { projects: config.projects } : {}),
      bitcoin: {
        chains: [
          {
            params: node.params,
            rpcUrl: node.url,
            rpcUser: node.user,
            rpcPassword: node.password,
          },
        ],
        ...config.bitcoin,
      },
    }),
  )
  return {
    gateway,
    esplora: gatewayEsplora({ gatewayUrl: gateway.url, projectId }),
    stop: gateway.close,
  }
}
