import { usePorticoClient } from '../hooks/clientHooks'
import { copyText } from '../ui/CopyButton/copyText'

/**
 * Copies text to the clipboard and says so in the modal's toast: `copied` when it worked,
 * `failed` when the browser refused.
 * @example
 * const copy = useCopyToast()
 * copy(address, t('send.receive.copied'), t('send.receive.copyFailed'))
 */
export function useCopyToast(): (text: string, copied: string, failed: string) => Promise<void> {
  const client = usePorticoClient()
  return async (text, copied, failed) => {
    const toast = client.stores.toast.getState()
    if (await copyText(text)) toast.showSuccess(copied)
    else toast.showError(failed)
  }
}
