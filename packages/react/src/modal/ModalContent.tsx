import { canGoBack } from '@portico/core'
import { memo, type UIEvent, useCallback, useId, useState } from 'react'
import { ModalClosingContext } from '../context/ModalClosingContext'
import { ViewTitleContext } from '../context/ViewTitleContext'
import { usePorticoClient, useStoreValue } from '../hooks/clientHooks'
import { useResolvedThemeMode } from '../hooks/useResolvedThemeMode'
import { useTheme } from '../hooks/useTheme'
import { useT } from '../i18n/useT'
import { createThemeVariables } from '../theme/createThemeVariables'
import { AnimatedHeight } from '../ui/AnimatedHeight/AnimatedHeight'
import { Dialog } from '../ui/Dialog/Dialog'
import { Header } from '../ui/Header/Header'
import { ThemeRoot } from '../ui/ThemeRoot/ThemeRoot'
import { useSiwxCloseBlocked } from '../views/SIWXSignMessage/useSiwxCloseBlocked'
import { ModalAlert } from './ModalAlert'
import { ModalToast } from './ModalToast'
import { ViewSwitch } from './ViewSwitch'
import { viewTitle } from './viewTitle'

/**
 * The modal's themed dialog with the router's current view. Memoized on `closing` alone: it reads
 * everything else from the client's stores, so the {@link Modal} re-rendering to open does not
 * re-render a dialog that was pre-rendered while closed.
 * @example
 * <ModalContent closing={phase === 'closing'} />
 */
export const ModalContent = memo(function ModalContent({ closing }: { closing: boolean }) {
  const client = usePorticoClient()
  const titleId = useId()
  const shake = useStoreValue(client.stores.modal, (s) => s.shake)
  const view = useStoreValue(client.stores.router, (s) => s.view)
  // The frame's approval is left by its own Approve or Decline: a Back arrow over it would hide
  // the frame with the request still waiting, and the view the approval came from after it.
  const backable = useStoreValue(
    client.stores.router,
    (s) => canGoBack(s.history) && s.view.view !== 'ApproveTransaction',
  )
  const { themeMode, themeVariables } = useTheme()
  const mode = useResolvedThemeMode(themeMode)
  const translator = useT()
  // Which view's content is scrolled away from its top: the header then shows a divider.
  const [scrolledView, setScrolledView] = useState<string | null>(null)
  const onContentScroll = (event: UIEvent<HTMLDivElement>) => {
    const scrolled = (event.target as HTMLElement).scrollTop > 0
    setScrolledView(scrolled ? view.view : null)
  }
  // A title a view's success panel set (ViewTitleContext), for the view it was set on.
  const [titleOverride, setTitleOverride] = useState<{ view: string; title: string }>()
  const setTitle = useCallback(
    (title: string | undefined) =>
      setTitleOverride(title === undefined ? undefined : { view: view.view, title }),
    [view.view],
  )
  const title =
    titleOverride?.view === view.view ? titleOverride.title : viewTitle(view, translator.t)
  const siwxCloseBlocked = useSiwxCloseBlocked()
  // Closing waits for the wallet's answer on ApproveTransaction (spec §4), and the recovery
  // password form and the key export are left by Back or their own Cancel: a × there would do
  // nothing, so there is none.
  const closeBlocked =
    siwxCloseBlocked ||
    view.view === 'ApproveTransaction' ||
    view.view === 'EmbeddedWalletRecovery' ||
    view.view === 'EmbeddedWalletExport'
  const close = () => client.close()
  return (
    <ThemeRoot
      mode={mode}
      variables={themeVariables}
      createVariables={createThemeVariables}
      lang={translator.locale}
      dir={translator.dir}
    >
      <Dialog
        labelledBy={titleId}
        onClose={close}
        state={closing ? 'closing' : 'open'}
        embedded={client.options.enableEmbedded}
        focusKey={view.view}
        shake={shake}
      >
        <Header
          title={title}
          titleId={titleId}
          onBack={backable ? () => client.goBack() : undefined}
          onClose={closeBlocked ? undefined : close}
          divided={scrolledView === view.view}
        />
        <ModalAlert />
        <AnimatedHeight>
          <div key={view.view} className="portico-view-enter" onScrollCapture={onContentScroll}>
            <ModalClosingContext.Provider value={closing}>
              <ViewTitleContext.Provider value={setTitle}>
                <ViewSwitch view={view} />
              </ViewTitleContext.Provider>
            </ModalClosingContext.Provider>
          </div>
        </AnimatedHeight>
      </Dialog>
      <ModalToast />
    </ThemeRoot>
  )
})
