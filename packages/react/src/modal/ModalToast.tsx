import { useEffect } from 'react'
import { shallowEqual } from '../hooks/shallowEqual'
import { usePorticoClient } from '../hooks/usePorticoClient'
import { useStoreValue } from '../hooks/useStoreValue'
import { Toast } from '../ui/Toast/Toast'

const TOAST_DISPLAY_MS = 2500

/**
 * The toast store shown over the modal; auto-closing toasts hide after a short display time.
 * @example
 * <ModalToast />
 */
export function ModalToast() {
  const client = usePorticoClient()
  const toast = useStoreValue(
    client.stores.toast,
    (s) => ({ open: s.open, message: s.message, variant: s.variant, autoClose: s.autoClose }),
    shallowEqual,
  )
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new message restarts the display time
  useEffect(() => {
    if (!toast.open || !toast.autoClose) return
    const timer = setTimeout(() => client.stores.toast.getState().hide(), TOAST_DISPLAY_MS)
    return () => clearTimeout(timer)
  }, [client, toast.open, toast.autoClose, toast.message])
  return <Toast open={toast.open} message={toast.message} variant={toast.variant} />
}
