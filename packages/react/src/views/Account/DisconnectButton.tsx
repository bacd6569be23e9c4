import { useState } from 'react'
import { usePorticoClient } from '../../hooks/clientHooks'
import { useT } from '../../i18n/useT'
import { Icon } from '../../ui/Icon/Icon'
import { Spinner } from '../../ui/Spinner/Spinner'

/**
 * The Account view's disconnect row: disconnects, then closes the modal, unless the visitor
 * closed it meanwhile (an opening since then is left alone). A failure is shown by core as an
 * error toast and the modal stays.
 * @example
 * <DisconnectButton />
 */
export function DisconnectButton() {
  const client = usePorticoClient()
  const { t } = useT()
  const [pending, setPending] = useState(false)
  const onClick = async () => {
    setPending(true)
    const { closings } = client.stores.modal.getState()
    try {
      await client.disconnect()
      if (client.stores.modal.getState().closings === closings) client.close()
    } catch {
      // core already reported it with a toast ('Failed to disconnect')
    } finally {
      setPending(false)
    }
  }
  return (
    <button
      type="button"
      className="portico-row-button"
      onClick={onClick}
      aria-busy={pending || undefined}
      data-testid="portico-disconnect"
    >
      <span className="portico-row-button-icon">
        {pending ? <Spinner size={16} /> : <Icon name="disconnect" size={16} />}
      </span>
      <span className="portico-row-button-label">{t('common.disconnect')}</span>
    </button>
  )
}
