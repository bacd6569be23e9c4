import type { BaseError } from '@portico/common'
import { useT } from '../../i18n/useT'
import { Button } from '../../ui/Button/Button'
import { Icon } from '../../ui/Icon/Icon'
import { swapErrorMessage } from './swapErrorMessage'

// Failures the same step cannot undo: another try meets the same balance, network or account.
// The visitor changes the amount, the network or the connection instead.
const NOT_RETRYABLE = new Set<string | number>([
  'SWAP_INSUFFICIENT_BALANCE',
  'SWAP_NETWORK_NOT_SUPPORTED',
  'SWAP_ACCOUNT_REQUIRED',
])

/**
 * A swap step's failure: its sentence, announced at once, and a button that tries again
 * ('Try again' unless `retryLabel` says otherwise) where trying again can help.
 * @example
 * <SwapErrorNotice error={error} onRetry={retry} retryLabel="Get a new quote" />
 */
export function SwapErrorNotice({
  error,
  onRetry,
  retryLabel,
}: {
  error: BaseError
  /** Without it, no button: the view's own button already takes the same step again. */
  onRetry?: (() => void) | undefined
  retryLabel?: string
}) {
  const { t } = useT()
  return (
    <div className="portico-swap-error" role="alert" data-testid="portico-swap-error">
      <Icon name="alert" size={18} />
      <p data-testid="portico-swap-error-message">{swapErrorMessage(error, t)}</p>
      {onRetry && !NOT_RETRYABLE.has(error.code) && (
        <Button variant="secondary" size="sm" onClick={onRetry} data-testid="portico-swap-retry">
          <Icon name="retry" size={14} /> {retryLabel ?? t('swap.error.retry')}
        </Button>
      )}
    </div>
  )
}
