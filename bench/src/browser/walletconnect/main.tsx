import { createWagmiAdapter } from '@portico/adapter-wagmi'
import { DEVNET_CHAINS } from '@portico/common'
import { createPortico } from '@portico/core'
import { ConnectButton, PorticoProvider } from '@portico/react'
import { createWalletConnectConnector, withWalletConnect } from '@portico/walletconnect'
import { mountReactPage } from '../scenarios/shared/mountReactPage'
import { ScenarioPage } from '../scenarios/shared/ScenarioPage'

// A site with wagmi and WalletConnect and no browser wallet: the Connect view leads with
// WalletConnect. The bench passes its relay as ?relay=ws://127.0.0.1:<port>.
const relayUrl = new URL(window.location.href).searchParams.get('relay') ?? 'ws://127.0.0.1:8788'
const networks = [DEVNET_CHAINS.devnetA] as const
const portico = createPortico({
  networks,
  adapters: [
    withWalletConnect(
      createWagmiAdapter({ networks }),
      createWalletConnectConnector({ relayUrl, projectId: 'portico-bench' }),
    ),
  ],
  projectId: 'portico-bench',
  // Nothing listens there: the catalogue is not part of what this page measures.
  apiUrl: 'http://127.0.0.1:9',
  metadata: {
    name: 'Portico bench',
    description: 'WalletConnect timing page',
    url: window.location.origin,
    icons: [],
  },
})

mountReactPage(
  <PorticoProvider client={portico}>
    <ScenarioPage title="WalletConnect">
      <ConnectButton />
    </ScenarioPage>
  </PorticoProvider>,
)
