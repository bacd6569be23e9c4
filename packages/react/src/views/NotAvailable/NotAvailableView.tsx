import { usePorticoClient } from '../../hooks/usePorticoClient'
import { Button } from '../../ui/Button/Button'

/**
 * Shown for a view whose feature is not part of this build yet.
 * @example
 * <NotAvailableView />
 */
export function NotAvailableView() {
  const client = usePorticoClient()
  return (
    <div className="portico-view portico-empty" data-testid="portico-view-NotAvailable">
      <span className="portico-empty-title">Not available</span>
      <span className="portico-empty-text">This feature is not available in this app.</span>
      <Button variant="secondary" onClick={() => client.goBack()}>
        Go back
      </Button>
    </div>
  )
}
