import { usePorticoClient } from '../../hooks/clientHooks'
import { useT } from '../../i18n/useT'
import { Button } from '../../ui/Button/Button'
import { copyText } from '../../ui/CopyButton/copyText'
import { Icon } from '../../ui/Icon/Icon'

/**
 * 'Copy link': puts the pairing uri on the clipboard (for a wallet on this computer) and says
 * so in a toast. Disabled while there is no usable uri.
 * @example
 * <CopyLinkButton uri={pairing.status === 'ready' ? pairing.uri : undefined} />
 */
export function CopyLinkButton({ uri }: { uri: string | undefined }) {
  const client = usePorticoClient()
  const { t } = useT()
  const copy = async () => {
    if (!uri) return
    const toast = client.stores.toast.getState()
    if (await copyText(uri)) toast.showSuccess(t('connect.link.copied'))
    else toast.showError(t('connect.link.copyFailed'))
  }
  return (
    <Button
      variant="ghost"
      size="sm"
      leading={<Icon name="copy" size={14} />}
      disabled={!uri}
      onClick={copy}
      data-testid="portico-wc-copy"
    >
      {t('connect.link.copy')}
    </Button>
  )
}
