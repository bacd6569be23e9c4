import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { ConnectKitButton, ConnectKitProvider, getDefaultConfig } from 'connectkit'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createConfig, http, WagmiProvider } from 'wagmi'
import { anvil } from 'wagmi/chains'

const config = createConfig(
  getDefaultConfig({
    appName: 'Bench',
    walletConnectProjectId: 'bench',
    chains: [anvil],
    transports: { [anvil.id]: http('http://127.0.0.1:8545') },
  }),
)
const queryClient = new QueryClient()
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <ConnectKitProvider>
          <main>
            <h1>wagmi + ConnectKit</h1>
            <ConnectKitButton />
          </main>
        </ConnectKitProvider>
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
