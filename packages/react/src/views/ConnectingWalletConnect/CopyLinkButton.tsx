import { usePorticoClient } from '../../hooks/usePorticoClient'
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
  const copy = async () => {
    if (!uri) return
    const toast = client.stores.toast.getState()
    if (await copyText(uri)) toast.showSuccess('Link copied')
    else toast.showError('Could not copy the link')
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
      Copy link
    </Button>
  )
}
