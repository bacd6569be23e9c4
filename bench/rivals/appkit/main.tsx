import { defineChain } from '@reown/appkit/networks'
import { createAppKit } from '@reown/appkit/react'
import { WagmiAdapter } from '@reown/appkit-adapter-wagmi'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'

const anvil = defineChain({
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})
const wagmiAdapter = new WagmiAdapter({ networks: [anvil], projectId: 'bench' })
createAppKit({
  adapters: [wagmiAdapter],
  networks: [anvil],
  projectId: 'bench',
  metadata: { name: 'Bench', description: 'Bench', url: 'http://127.0.0.1', icons: [] },
  features: { analytics: false },
})
const queryClient = new QueryClient()
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <WagmiProvider config={wagmiAdapter.wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <main>
          <h1>wagmi + AppKit</h1>
          <appkit-button />
        </main>
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
