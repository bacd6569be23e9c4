import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { APP_ICON } from '../consumer/appIcon'
import { buildAndPreview } from '../consumer/buildAndPreview'
import { viteIndexHtml } from '../consumer/viteIndexHtml'

/**
 * What the page's kit is set up with, handed to it before its script runs (an init script sets
 * `window.rehearsalKit`), so one build serves any run's ports.
 * @example
 * const kit: RehearsalKit = { apiUrl: gateway.url, projectId: 'rehearsal' }
 */
export type RehearsalKit = { apiUrl: string; projectId: string }

// Ethereum and Base as the kit knows them, listed without RPC URLs: the kit then reads both
// chains through the gateway, as an app that names no RPC provider of its own does.
const MAIN = `import { createWagmiAdapter } from '@portico/adapter-wagmi'
import { KNOWN_CHAINS } from '@portico/common'
import { createPortico } from '@portico/core'
import { ConnectButton, PorticoProvider } from '@portico/react'
import { createRoot } from 'react-dom/client'

const { apiUrl, projectId } = (window as unknown as { rehearsalKit: { apiUrl: string; projectId: string } }).rehearsalKit
const noRpc = { default: { http: [] } }
const networks = [
  { ...KNOWN_CHAINS.mainnet, rpcUrls: noRpc },
  { ...KNOWN_CHAINS.base, rpcUrls: noRpc },
] as const
const client = createPortico({
  networks,
  apiUrl,
  projectId,
  locale: 'en',
  adapters: [createWagmiAdapter({ networks })],
  metadata: { name: 'Rehearsal', description: 'The kit on Ethereum and Base', url: location.origin, icons: [] },
})
createRoot(document.getElementById('root') as HTMLElement).render(
  <PorticoProvider client={client}>
    <ConnectButton />
  </PorticoProvider>,
)
`

// In this repository the packages resolve to their sources (the portico-source condition), as
// the demo's build does.
const VITE_CONFIG = `import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['portico-source', ...defaultClientConditions] },
  logLevel: 'warn',
})
`

/**
 * Builds a page whose kit (React, the wagmi adapter) is configured for Ethereum (1) and Base
 * (8453) only, from this repository's sources, in `dir` (which must be inside the repository,
 * for its packages), and serves it with `vite preview` on a free loopback port. The gateway and
 * project come from `window.rehearsalKit` at load.
 * @example
 * const page = await buildKitPage(join(e2eOutputDir, 'mainnet-rehearsal'))
 * await page.close()
 */
export async function buildKitPage(
  dir: string,
): Promise<{ url: string; close: () => Promise<void> }> {
  rmSync(dir, { recursive: true, force: true })
  const files = {
    'index.html': viteIndexHtml({ title: 'Rehearsal', mountId: 'root', entry: '/src/main.tsx' }),
    'public/favicon.svg': APP_ICON,
    'vite.config.ts': VITE_CONFIG,
    'src/main.tsx': MAIN,
  }
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), text)
  }
  const { url, close } = await buildAndPreview(dir)
  return { url, close }
}
