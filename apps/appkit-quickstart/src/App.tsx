import { createAppKit } from '@portico/appkit/react'
import { DefaultSIWX } from '@portico/appkit/siwx'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { WagmiProvider } from 'wagmi'
import { ActionButtonList } from './components/ActionButtonList'
import { AppKitPay } from './components/AppKitPay'
import { InfoList } from './components/InfoList'
import { apiUrl, metadata, networks, projectId, wagmiAdapter } from './config'

const queryClient = new QueryClient()

const generalConfig = {
  projectId,
  networks,
  metadata,
  themeMode: 'light' as const,
  themeVariables: { '--w3m-accent': '#000000' },
}

createAppKit({
  adapters: [wagmiAdapter],
  ...generalConfig,
  apiUrl,
  features: { analytics: true },
  siwx: new DefaultSIWX(),
})

export function App() {
  return (
    <div className="pages">
      <h1>AppKit Wagmi React dApp Example</h1>
      <WagmiProvider config={wagmiAdapter.wagmiConfig}>
        <QueryClientProvider client={queryClient}>
          <appkit-button />
          <appkit-network-button />
          <ActionButtonList />
          <AppKitPay />
          <InfoList />
        </QueryClientProvider>
      </WagmiProvider>
    </div>
  )
}
