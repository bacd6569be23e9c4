import { useState } from 'react'
import { usePorticoClient, useStoreValue } from '../hooks/clientHooks'
import { ShadowHost } from '../ui/ShadowHost/ShadowHost'
import { usePrefetchAccountView } from '../views/Account/usePrefetchAccountView'
import { usePrepareWalletConnect } from '../views/ConnectingWalletConnect/usePrepareWalletConnect'
import { WalletConnectAttemptContext } from '../views/ConnectingWalletConnect/WalletConnectAttemptContext'
import { usePrefetchSiwxView } from '../views/SIWXSignMessage/usePrefetchSiwxView'
import { ModalContent } from './ModalContent'
import { modalCss } from './modalCss'
import { Prerender } from './Prerender'
import { useExitTransition } from './useExitTransition'
import { useLayoutWarmUp } from './useLayoutWarmUp'
import { usePrerenderKey } from './usePrerenderKey'

// The modal only runs with a started client: re-exported, core's started parts load with this
// chunk, and a site's bundler keeps the modules both use in core's file (see core's
// startedParts).
export { startedParts } from '@portico/core'
// The page-level buttons reach the translator and the connected account's button through this
// module (see loadModalTranslator, loadAccountButton): one lazy chunk beside the first load.
export { AccountButton } from '../components/AccountButton/AccountButton'
export { loadTranslator } from '../i18n/loadTranslator'

/**
 * The modal: a themed dialog in its own shadow root (appended to `document.body`, or in place
 * when append is disabled or in embedded mode) showing the router's current view. Loaded
 * lazily by `<PorticoModal>`. While closed, the host and its styles stay mounted and the dialog
 * is pre-rendered, hidden, so that opening only reveals it, and laid out once unseen while the
 * browser is idle, so that opening is not the page's first layout of it.
 * @example
 * const Modal = lazy(loadModal)
 */
export function Modal() {
  const client = usePorticoClient()
  const open = useStoreValue(client.stores.modal, (s) => s.open)
  const phase = useExitTransition(open)
  const shown = phase !== 'closed'
  const prerenderKey = usePrerenderKey(client, shown)
  const [shadowRoot, setShadowRoot] = useState<ShadowRoot | null>(null)
  useLayoutWarmUp(shadowRoot, shown)
  usePrefetchSiwxView()
  usePrefetchAccountView()
  const walletConnectAttempt = usePrepareWalletConnect()
  const { enableEmbedded, disableAppend, nonce } = client.options
  return (
    <ShadowHost
      css={modalCss}
      nonce={nonce}
      append={!enableEmbedded && !disableAppend}
      tagName="portico-modal"
      onRoot={setShadowRoot}
    >
      <WalletConnectAttemptContext.Provider value={walletConnectAttempt}>
        <Prerender key={prerenderKey} visible={shown}>
          <ModalContent closing={phase === 'closing'} />
        </Prerender>
      </WalletConnectAttemptContext.Provider>
    </ShadowHost>
  )
}
