import { gatewayConfigSchema, startGateway } from '@portico/gateway'
import { describeBitcoinAdapterContract } from '@portico/test/adapterContract/bitcoin'
import { createBitcoinAdapter } from './createBitcoinAdapter'
import { gatewayEsplora } from './gatewayEsplora'

describeBitcoinAdapterContract({
  name: 'wallet-standard',
  createAdapter: (options) => createBitcoinAdapter(options),
  // The gateway's Esplora-style API in front of the regtest node, as in the dev stack.
  startEsplora: async (node) => {
    const gateway = await startGateway(
      gatewayConfigSchema.parse({
        port: 0,
        dbPath: ':memory:',
        indexer: { enabled: false },
        projects: [{ projectId: 'contract' }],
        bitcoin: {
          chains: [
            {
              params: node.params,
              rpcUrl: node.url,
              rpcUser: node.user,
              rpcPassword: node.password,
            },
          ],
          rateLimit: { capacity: 10_000, refillPerSecond: 1_000 },
        },
      }),
    )
    return {
      esplora: gatewayEsplora({ gatewayUrl: gateway.url, projectId: 'contract' }),
      stop: gateway.close,
    }
  },
})
