import type { BaseError } from '@portico/common'
import { Button } from '../../ui/Button/Button'
import { Icon } from '../../ui/Icon/Icon'

/**
 * A swap step's failure: its sentence, announced at once, and a button that tries again.
 * @example
 * <SwapErrorNotice error={error} onRetry={retry} retryLabel="Get a new quote" />
 */
export function SwapErrorNotice({
  error,
  onRetry,
  retryLabel = 'Try again',
}: {
  error: BaseError
  onRetry: () => void
  retryLabel?: string
}) {
  return (
    <div className="portico-swap-error" role="alert" data-testid="portico-swap-error">
      <Icon name="alert" size={18} />
      <p data-testid="portico-swap-error-message">{error.shortMessage}</p>
      <Button variant="secondary" size="sm" onClick={onRetry} data-testid="portico-swap-retry">
        <Icon name="retry" size={14} /> {retryLabel}
      </Button>
    </div>
  )
}
