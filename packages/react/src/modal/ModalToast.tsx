import { useEffect } from 'react'
import { shallowEqual, usePorticoClient, useStoreValue } from '../hooks/clientHooks'
import { translateCoreMessage } from '../i18n/translateCoreMessage'
import { useT } from '../i18n/useT'
import { Toast } from '../ui/Toast/Toast'

const TOAST_DISPLAY_MS = 2500

/** Views that show a failure in place (connecting, pairing, signing in): a toast would repeat it. */
const INLINE_ERROR_VIEWS: ReadonlySet<string> = new Set([
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'SIWXSignMessage',
  'ConnectingSiwe',
])

/**
 * The toast store, shown at the top of the viewport above the modal. Auto-closing toasts hide
 * after a short display time, or when the modal goes away, so none is left waiting for the
 * next open. While a view that shows failures in place is up (connecting, pairing, signing in),
 * an error toast would only say the same thing twice, so it is dismissed. Core's own error
 * sentences show in the visitor's language.
 * @example
 * <ModalToast />
 */
export function ModalToast() {
  const client = usePorticoClient()
  const { t } = useT()
  const inline = useStoreValue(client.stores.router, (s) => INLINE_ERROR_VIEWS.has(s.view.view))
  const toast = useStoreValue(
    client.stores.toast,
    (s) => ({ open: s.open, message: s.message, variant: s.variant, autoClose: s.autoClose }),
    shallowEqual,
  )
  const repeated = inline && toast.variant === 'error'

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new message restarts the display time
  useEffect(() => {
    const { hide } = client.stores.toast.getState()
    if (!toast.open) return
    if (repeated) return hide()
    if (!toast.autoClose) return
    const timer = setTimeout(hide, TOAST_DISPLAY_MS)
    return () => clearTimeout(timer)
  }, [client, toast.open, toast.autoClose, toast.message, repeated])

  useEffect(
    () => () => {
      const state = client.stores.toast.getState()
      if (state.open && state.autoClose) state.hide()
    },
    [client],
  )

  return (
    <Toast
      open={toast.open && !repeated}
      message={translateCoreMessage(toast.message, t)}
      variant={toast.variant}
    />
  )
}
