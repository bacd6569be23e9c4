import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { readWalletConfig } from './config/readWalletConfig'
import { readFarcasterRegistry } from './farcaster/readFarcasterRegistry'
import { forceOnline } from './forceOnline'
import { App } from './ui/App'
import { createWalletController } from './wallet/createWalletController'
import { readPairingUri } from './wallet/readPairingUri'
import './styles.css'

forceOnline(Navigator.prototype)
const config = readWalletConfig(import.meta.env)
const wallet = createWalletController(config, {
  storage: localStorage,
  origin: window.location.origin,
})
// A `?uri=` link (also `/wc?uri=`) pairs once; drop it so a reload does not pair again.
const uri = readPairingUri(window.location.href)
if (uri) window.history.replaceState(null, '', '/')

const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App
        wallet={wallet}
        config={config}
        farcasterRegistry={readFarcasterRegistry(import.meta.env, config.chains)}
      />
    </StrictMode>,
  )
}
void wallet.start(uri)
