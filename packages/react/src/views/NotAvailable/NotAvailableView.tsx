import { usePorticoClient } from '../../hooks/clientHooks'
import { useT } from '../../i18n/useT'
import { Button } from '../../ui/Button/Button'

/**
 * Shown for a view whose feature is not part of this build yet.
 * @example
 * <NotAvailableView />
 */
export function NotAvailableView() {
  const client = usePorticoClient()
  const { t } = useT()
  return (
    <div className="portico-view portico-empty" data-testid="portico-view-NotAvailable">
      <span className="portico-empty-title">{t('common.notAvailable.title')}</span>
      <span className="portico-empty-text">{t('common.notAvailable.text')}</span>
      <Button variant="secondary" onClick={() => client.goBack()}>
        {t('common.notAvailable.back')}
      </Button>
    </div>
  )
}
