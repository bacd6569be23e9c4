import { canGoBack } from '@portico/core'
import { type UIEvent, useId, useState } from 'react'
import { usePorticoClient } from '../hooks/usePorticoClient'
import { useResolvedThemeMode } from '../hooks/useResolvedThemeMode'
import { useStoreValue } from '../hooks/useStoreValue'
import { useTheme } from '../hooks/useTheme'
import { useT } from '../i18n/useT'
import { AnimatedHeight } from '../ui/AnimatedHeight/AnimatedHeight'
import { Dialog } from '../ui/Dialog/Dialog'
import { Header } from '../ui/Header/Header'
import { ShadowHost } from '../ui/ShadowHost/ShadowHost'
import { ThemeRoot } from '../ui/ThemeRoot/ThemeRoot'
import { usePrepareWalletConnect } from '../views/ConnectingWalletConnect/usePrepareWalletConnect'
import { WalletConnectAttemptContext } from '../views/ConnectingWalletConnect/WalletConnectAttemptContext'
import { usePrefetchSiwxView } from '../views/SIWXSignMessage/usePrefetchSiwxView'
import { useSiwxCloseBlocked } from '../views/SIWXSignMessage/useSiwxCloseBlocked'
import { ModalAlert } from './ModalAlert'
import { ModalToast } from './ModalToast'
import { modalCss } from './modalCss'
import { useExitTransition } from './useExitTransition'
import { ViewSwitch } from './ViewSwitch'
import { viewTitle } from './viewTitle'

// The page-level buttons reach the translator through this module (see loadModalTranslator).
export { loadTranslator } from '../i18n/loadTranslator'

/**
 * The modal: a themed dialog in its own shadow root (appended to `document.body`, or in place
 * when append is disabled or in embedded mode) showing the router's current view. Loaded
 * lazily by `<PorticoModal>`; while closed only the empty, styled host stays.
 * @example
 * const Modal = lazy(loadModal)
 */
export function Modal() {
  const client = usePorticoClient()
  const titleId = useId()
  const open = useStoreValue(client.stores.modal, (s) => s.open)
  const shake = useStoreValue(client.stores.modal, (s) => s.shake)
  const view = useStoreValue(client.stores.router, (s) => s.view)
  const backable = useStoreValue(client.stores.router, (s) => canGoBack(s.history))
  const { themeMode, themeVariables } = useTheme()
  const mode = useResolvedThemeMode(themeMode)
  const translator = useT()
  const phase = useExitTransition(open)
  // Which view's content is scrolled away from its top: the header then shows a divider.
  const [scrolledView, setScrolledView] = useState<string | null>(null)
  const onContentScroll = (event: UIEvent<HTMLDivElement>) => {
    const scrolled = (event.target as HTMLElement).scrollTop > 0
    setScrolledView(scrolled ? view.view : null)
  }
  const closeBlocked = useSiwxCloseBlocked()
  usePrefetchSiwxView()
  const walletConnectAttempt = usePrepareWalletConnect()
  const { enableEmbedded, disableAppend, nonce } = client.options
  const close = () => client.close()
  // The host and its styles stay mounted while closed, so opening only renders the dialog.
  return (
    <ShadowHost
      css={modalCss}
      nonce={nonce}
      append={!enableEmbedded && !disableAppend}
      tagName="portico-modal"
    >
      {phase !== 'closed' && (
        <ThemeRoot
          mode={mode}
          variables={themeVariables}
          lang={translator.locale}
          dir={translator.dir}
        >
          <Dialog
            labelledBy={titleId}
            onClose={close}
            state={phase}
            embedded={enableEmbedded}
            focusKey={view.view}
            shake={shake}
          >
            <Header
              title={viewTitle(view, translator.t)}
              titleId={titleId}
              onBack={backable ? () => client.goBack() : undefined}
              onClose={closeBlocked ? undefined : close}
              divided={scrolledView === view.view}
            />
            <ModalAlert />
            <AnimatedHeight>
              <div key={view.view} className="portico-view-enter" onScrollCapture={onContentScroll}>
                <WalletConnectAttemptContext.Provider value={walletConnectAttempt}>
                  <ViewSwitch view={view} />
                </WalletConnectAttemptContext.Provider>
              </div>
            </AnimatedHeight>
          </Dialog>
          <ModalToast />
        </ThemeRoot>
      )}
    </ShadowHost>
  )
}
