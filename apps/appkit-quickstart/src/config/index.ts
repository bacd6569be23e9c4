import { WagmiAdapter } from '@portico/appkit/adapter-wagmi'
import { type AppKitNetwork, defineChain } from '@portico/appkit/networks'

export const projectId = import.meta.env.VITE_PORTICO_PROJECT_ID || 'portico-demo'

// Portico's own: where the self-hosted gateway runs (AppKit's is a hosted service).
export const apiUrl = import.meta.env.VITE_PORTICO_API_URL || 'http://127.0.0.1:8787'

export const metadata = {
  name: 'AppKit',
  description: 'AppKit Example',
  url: window.location.origin,
  icons: [`${window.location.origin}/icon.svg`],
}

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }

// Custom networks: the two local devnets of the dev stack.
export const devnetA = defineChain({
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Portico Devnet A',
  nativeCurrency: ether,
  rpcUrls: {
    default: { http: [import.meta.env.VITE_PORTICO_RPC_31337 || 'http://127.0.0.1:8545'] },
  },
})

export const devnetB = defineChain({
  id: 31338,
  caipNetworkId: 'eip155:31338',
  chainNamespace: 'eip155',
  name: 'Portico Devnet B',
  nativeCurrency: ether,
  rpcUrls: {
    default: { http: [import.meta.env.VITE_PORTICO_RPC_31338 || 'http://127.0.0.1:8546'] },
  },
})

export const networks = [devnetA, devnetB] as [AppKitNetwork, ...AppKitNetwork[]]

export const wagmiAdapter = new WagmiAdapter({ projectId, networks })

export const config = wagmiAdapter.wagmiConfig
