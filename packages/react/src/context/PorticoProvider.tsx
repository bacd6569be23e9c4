import type { Portico } from '@portico/core'
import { type ReactNode, useEffect, useState } from 'react'
import { TranslatorContext } from '../i18n/TranslatorContext'
import { useLocaleTranslator } from '../i18n/useLocaleTranslator'
import { createOpenIntent } from '../loading/createOpenIntent'
import { startClient } from '../loading/startClient'
import { PorticoModal } from '../modal/PorticoModal'
import { OpenIntentContext } from './OpenIntentContext'
import { PorticoContext } from './PorticoContext'

/**
 * Props of {@link PorticoProvider}.
 * @example
 * const props: PorticoProviderProps = { client: portico, children: null }
 */
export type PorticoProviderProps = {
  /** The client made by `createPortico`; keep one per app (create it outside render). */
  client: Portico
  /** Render the modal here (default). Pass false to place `<PorticoModal />` yourself. */
  modal?: boolean
  /** Fetch and pre-render the modal at once (see `PorticoModal`'s `prefetch`). Default false. */
  prefetchModal?: boolean
  children: ReactNode
}

/**
 * Gives the hooks and buttons below it their Portico client, starts the client in the browser
 * (at once with a stored session to restore, else at the visitor's first sign of interest, or
 * soon after the load where the site opens the modal from its own button: `startClient`) and
 * hosts the (lazily loaded) modal.
 * @example
 * const portico = createPortico({ networks, adapters: [createWagmiAdapter({ networks })] })
 * createRoot(el).render(
 *   <PorticoProvider client={portico}>
 *     <ConnectButton />
 *   </PorticoProvider>,
 * )
 */
export function PorticoProvider({
  client,
  modal = true,
  prefetchModal = false,
  children,
}: PorticoProviderProps) {
  const [intent] = useState(createOpenIntent)
  useEffect(() => startClient(client, intent), [client, intent])
  const translator = useLocaleTranslator(client)
  return (
    <PorticoContext.Provider value={client}>
      <OpenIntentContext.Provider value={intent}>
        <TranslatorContext.Provider value={translator}>
          {children}
          {modal && <PorticoModal prefetch={prefetchModal} />}
        </TranslatorContext.Provider>
      </OpenIntentContext.Provider>
    </PorticoContext.Provider>
  )
}
