import { shallowEqual } from '../hooks/shallowEqual'
import { usePorticoClient } from '../hooks/usePorticoClient'
import { useStoreValue } from '../hooks/useStoreValue'
import { AlertBanner } from '../ui/AlertBanner/AlertBanner'

/**
 * The alert store (spec §8 alerts: configuration, project id, network, session…) as a banner
 * above the current view, until the visitor dismisses it or core closes it.
 * @example
 * <ModalAlert />
 */
export function ModalAlert() {
  const client = usePorticoClient()
  const { open, alert, variant } = useStoreValue(
    client.stores.alert,
    (s) => ({ open: s.open, alert: s.alert, variant: s.variant }),
    shallowEqual,
  )
  if (!open || !alert) return null
  return (
    <AlertBanner
      title={alert.shortMessage}
      text={alert.longMessage}
      variant={variant}
      onDismiss={() => client.stores.alert.getState().close()}
    />
  )
}
