import { DEVNET_CHAINS } from '@portico/common'
import { createPortico, type Portico } from '@portico/core'
import { createWalletConnectConnector, withWalletConnect } from '@portico/walletconnect'
import { DEMO_ICON } from './demoIcon'
import { demoNetworks } from './demoNetworks'
import { lazyAdapter } from './lazyAdapter'
import { demoSiwxFromUrl } from './lazyGatewaySiwx'

/**
 * The demo's Portico client: the wagmi adapter (loaded lazily) over the devnets and public
 * networks with WalletConnect over the self-hosted relay (its SDK loads on first use), and the
 * self-hosted gateway. `?siwx=1` / `?siwxRequired=1` in the page URL turn on
 * sign-in with the wallet, verified by the gateway; `?projectId=<id>` tries another project id
 * (empty: none), to see how the kit reports a refused or missing one.
 * @example
 * const portico = createDemoClient(import.meta.env)
 */
export function createDemoClient(env: ImportMetaEnv): Portico {
  const networks = demoNetworks(env)
  const asked = new URL(window.location.href).searchParams.get('projectId')
  const projectId =
    asked === null ? (env.VITE_PORTICO_PROJECT_ID ?? 'portico-demo') : asked || undefined
  const gatewayUrl = env.VITE_PORTICO_API_URL ?? 'http://127.0.0.1:8787'
  const siwx =
    projectId === undefined
      ? undefined
      : demoSiwxFromUrl(new URL(window.location.href), { gatewayUrl, projectId })
  return createPortico({
    networks,
    defaultNetwork: networks.find((n) => n.id === DEVNET_CHAINS.devnetA.id) ?? networks[0],
    // wagmi and viem load when the client starts, after the page and its buttons are up.
    adapters: [
      withWalletConnect(
        lazyAdapter({
          namespace: 'eip155',
          adapterType: 'wagmi',
          load: () =>
            import('@portico/adapter-wagmi').then((m) => m.createWagmiAdapter({ networks })),
        }),
        createWalletConnectConnector({
          ...(env.VITE_PORTICO_RELAY_URL && { relayUrl: env.VITE_PORTICO_RELAY_URL }),
          ...(projectId !== undefined && { projectId }),
        }),
      ),
    ],
    ...(projectId !== undefined && { projectId }),
    ...(env.VITE_PORTICO_API_URL ? { apiUrl: env.VITE_PORTICO_API_URL } : {}),
    metadata: {
      name: 'Portico Demo',
      description: 'Connect a wallet with Portico',
      url: window.location.origin,
      icons: [DEMO_ICON],
    },
    ...(siwx && { siwx }),
  })
}
