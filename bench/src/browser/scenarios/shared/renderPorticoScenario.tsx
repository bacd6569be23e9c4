import { adaptWagmiConfig } from '@portico/adapter-wagmi'
import { DEVNET_CHAINS } from '@portico/common'
import { createPortico, type PorticoOptions } from '@portico/core'
import { ConnectButton, PorticoProvider } from '@portico/react'
import { reconnect } from '@wagmi/core'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { OwnOpenButton } from './OwnOpenButton'
import { ScenarioPage } from './ScenarioPage'
import { wagmiConfig } from './wagmiConfig'

/**
 * The wagmi baseline site with Portico's button and modal in place of its own button; the
 * kit-on-wagmi scenarios differ only in `options` (a locale, say) and `button`: the kit's
 * `ConnectButton`, or the site's own button calling `usePortico().open()`.
 * @example
 * renderPorticoScenario({ title: 'wagmi + Portico' })
 */
export function renderPorticoScenario(params: {
  title: string
  options?: Pick<PorticoOptions, 'locale'>
  button?: 'kit' | 'own'
}): void {
  const networks = [DEVNET_CHAINS.devnetA] as const
  const portico = createPortico({
    networks,
    adapters: [adaptWagmiConfig(wagmiConfig)],
    projectId: 'portico-bench',
    // A hosted API, which the bench's browser cannot reach: the page may not wait for it.
    apiUrl: 'https://api.portico.example',
    ...params.options,
  })
  void reconnect(wagmiConfig)
  const root = document.getElementById('root')
  if (root)
    createRoot(root).render(
      <StrictMode>
        <PorticoProvider client={portico}>
          <ScenarioPage title={params.title}>
            {params.button === 'own' ? <OwnOpenButton /> : <ConnectButton />}
          </ScenarioPage>
        </PorticoProvider>
      </StrictMode>,
    )
}
