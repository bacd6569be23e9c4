import { createWagmiAdapter } from '@portico/adapter-wagmi'
import { DEVNET_CHAINS, KNOWN_CHAINS } from '@portico/common'
import { createPortico } from '@portico/core'
import { ConnectButton, NetworkButton, PorticoProvider } from '@portico/react'
import { createWalletConnectConnector, withWalletConnect } from '@portico/walletconnect'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

// The root README's quick start as written, on the bench's unreachable API: what a site that
// follows it ships (path (a) of the consumer benchmark).
const networks = [DEVNET_CHAINS.devnetA, DEVNET_CHAINS.devnetB, KNOWN_CHAINS.mainnet] as const

const portico = createPortico({
  networks: [...networks],
  projectId: 'portico-bench',
  apiUrl: 'https://api.portico.example',
  adapters: [
    withWalletConnect(
      createWagmiAdapter({ networks: [...networks] }),
      createWalletConnectConnector({ relayUrl: 'ws://127.0.0.1:8788' }),
    ),
  ],
  metadata: {
    name: 'My App',
    description: 'My app, with Portico',
    url: window.location.origin,
    icons: [`${window.location.origin}/favicon.svg`],
  },
  features: { email: false, socials: false },
})

const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <StrictMode>
      <PorticoProvider client={portico}>
        <NetworkButton />
        <ConnectButton />
      </PorticoProvider>
    </StrictMode>,
  )
}
