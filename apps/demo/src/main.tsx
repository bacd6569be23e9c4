import { PorticoProvider } from '@portico/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { createDemoClient } from './createDemoClient'
import { installTestWalletIfAsked } from './installTestWalletIfAsked'
import { readStoredTheme } from './storedTheme'
import { systemTheme } from './systemTheme'
import './styles.css'

async function start(root: HTMLElement) {
  // The page takes its theme before anything draws: a light-mode visitor sees no dark flash.
  document.documentElement.dataset.theme =
    readStoredTheme(() => window.localStorage) ?? systemTheme()
  // The test wallet must announce itself before the kit starts listening for wallets.
  await installTestWalletIfAsked(new URL(window.location.href), import.meta.env)
  const portico = createDemoClient(import.meta.env)
  createRoot(root).render(
    <StrictMode>
      <PorticoProvider client={portico}>
        <App />
      </PorticoProvider>
    </StrictMode>,
  )
}

const root = document.getElementById('root')
if (root) void start(root)
