import { DEVNET_CHAINS } from '@portico/common'
import { createPortico, type Portico } from '@portico/core'
import { demoNetworks } from './demoNetworks'
import { lazyAdapter } from './lazyAdapter'

/**
 * The demo's Portico client: the wagmi adapter (loaded lazily) over the devnets and public
 * networks, and the self-hosted gateway.
 * @example
 * const portico = createDemoClient(import.meta.env)
 */
export function createDemoClient(env: ImportMetaEnv): Portico {
  const networks = demoNetworks(env)
  return createPortico({
    networks,
    defaultNetwork: networks.find((n) => n.id === DEVNET_CHAINS.devnetA.id) ?? networks[0],
    // wagmi and viem load when the client starts, after the page and its buttons are up.
    adapters: [
      lazyAdapter({
        namespace: 'eip155',
        adapterType: 'wagmi',
        load: () =>
          import('@portico/adapter-wagmi').then((m) => m.createWagmiAdapter({ networks })),
      }),
    ],
    projectId: env.VITE_PORTICO_PROJECT_ID ?? 'portico-demo',
    ...(env.VITE_PORTICO_API_URL ? { apiUrl: env.VITE_PORTICO_API_URL } : {}),
    metadata: {
      name: 'Portico Demo',
      description: 'Connect a wallet with Portico',
      url: window.location.origin,
      icons: [],
    },
  })
}
