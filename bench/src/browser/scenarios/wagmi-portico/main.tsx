import { createWagmiAdapter } from '@portico/adapter-wagmi'
import { DEVNET_CHAINS } from '@portico/common'
import { createPortico } from '@portico/core'
import { ConnectButton, PorticoProvider } from '@portico/react'
import { reconnect } from '@wagmi/core'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { ScenarioPage } from '../shared/ScenarioPage'
import { wagmiConfig } from '../shared/wagmiConfig'

const networks = [DEVNET_CHAINS.devnetA] as const
const portico = createPortico({
  networks,
  adapters: [createWagmiAdapter({ networks, wagmiConfig })],
  projectId: 'portico-bench',
  // A hosted API, which the bench's browser cannot reach: the page may not wait for it.
  apiUrl: 'https://api.portico.example',
})

/** The wagmi baseline site with Portico's button and modal in place of its own button. */
function PorticoApp() {
  return (
    <ScenarioPage title="wagmi + Portico">
      <ConnectButton />
    </ScenarioPage>
  )
}

void reconnect(wagmiConfig)
const root = document.getElementById('root')
if (root)
  createRoot(root).render(
    <StrictMode>
      <PorticoProvider client={portico}>
        <PorticoApp />
      </PorticoProvider>
    </StrictMode>,
  )
