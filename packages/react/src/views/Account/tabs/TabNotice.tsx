import { useT } from '../../../i18n/useT'
import { Icon } from '../../../ui/Icon/Icon'

/**
 * What a tab of the Account view shows instead of its list: a title and a line, and 'Try again'
 * when `onRetry` is given (the list failed to load).
 * @example
 * <TabNotice title={t('account.nfts.failedTitle')} text={t('account.nfts.failedText')} testId="portico-nfts-failed" onRetry={retry} />
 */
export function TabNotice({
  title,
  text,
  testId,
  onRetry,
}: {
  title: string
  text: string
  testId: string
  onRetry?: () => void
}) {
  const { t } = useT()
  return (
    <div className="portico-empty" data-testid={testId}>
      <span className="portico-empty-title">{title}</span>
      <span className="portico-empty-text">{text}</span>
      {onRetry && (
        <button type="button" className="portico-text-button" onClick={onRetry}>
          <Icon name="retry" size={14} />
          {t('common.tryAgain')}
        </button>
      )}
    </div>
  )
}
