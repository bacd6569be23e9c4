import { describeBitcoinAdapterContract } from '@portico/test/adapterContract/bitcoin'
import { createBitcoinAdapter } from './createBitcoinAdapter'
import { startGatewayEsplora } from './testing/startGatewayEsplora'

describeBitcoinAdapterContract({
  name: 'wallet-standard',
  createAdapter: (options) => createBitcoinAdapter(options),
  // The gateway's Esplora-style API in front of the regtest node, as in the dev stack.
  startEsplora: (node) =>
    startGatewayEsplora(node, 'contract', {
      projects: [{ projectId: 'contract' }],
      bitcoin: { rateLimit: { capacity: 10_000, refillPerSecond: 1_000 } },
    }),
})
