import { useT } from '../../i18n/useT'
import { Button } from '../../ui/Button/Button'

/**
 * What an embedded wallet view shows when the frame's step failed: why, as an alert
 * (`{testId}-error`), and 'Try again' (`{testId}-retry`) unless `onRetry` is left out because
 * asking again would only repeat the refusal.
 * @example
 * <FailedStep message={describeEmbeddedError(error, t)} testId="portico-export" onRetry={retry} />
 */
export function FailedStep({
  message,
  testId,
  onRetry,
}: {
  message: string
  testId: string
  onRetry?: (() => void) | undefined
}) {
  const { t } = useT()
  return (
    <>
      <p className="portico-field-error" role="alert" data-testid={`${testId}-error`}>
        {message}
      </p>
      {onRetry && (
        <Button variant="secondary" fullWidth onClick={onRetry} data-testid={`${testId}-retry`}>
          {t('embedded.recovery.retry')}
        </Button>
      )}
    </>
  )
}
