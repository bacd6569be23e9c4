import { shallowEqual, usePorticoClient, useStoreValue } from '../hooks/clientHooks'
import { useT } from '../i18n/useT'
import { AlertBanner } from '../ui/AlertBanner/AlertBanner'
import { translateAlert } from './translateAlert'

/**
 * The alert store (spec §8 alerts: configuration, project id, network, session…) as a banner
 * above the current view, in the visitor's language, until the visitor dismisses it or core
 * closes it.
 * @example
 * <ModalAlert />
 */
export function ModalAlert() {
  const client = usePorticoClient()
  const { t } = useT()
  const { open, alert, variant } = useStoreValue(
    client.stores.alert,
    (s) => ({ open: s.open, alert: s.alert, variant: s.variant }),
    shallowEqual,
  )
  if (!open || !alert) return null
  const { title, text } = translateAlert(alert, t)
  return (
    <AlertBanner
      title={title}
      text={text}
      dismissLabel={t('alerts.banner.dismiss', { title })}
      variant={variant}
      onDismiss={() => client.stores.alert.getState().close()}
    />
  )
}
