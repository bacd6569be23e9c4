import type { PorticoOptions } from '@portico/core'
import { ConnectButton, PorticoProvider } from '@portico/react'
import { mountReactPage } from './mountReactPage'
import { OwnOpenButton } from './OwnOpenButton'
import { ScenarioPage } from './ScenarioPage'
import { startBenchPortico } from './startBenchPortico'

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
  const portico = startBenchPortico(params.options)
  mountReactPage(
    <PorticoProvider client={portico}>
      <ScenarioPage title={params.title}>
        {params.button === 'own' ? <OwnOpenButton /> : <ConnectButton />}
      </ScenarioPage>
    </PorticoProvider>,
  )
}
