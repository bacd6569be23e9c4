import { Icon } from '../Icon/Icon'

/**
 * Props of {@link AlertBanner}.
 * @example
 * const props: AlertBannerProps = { title: 'Session Expired', text: '…', dismissLabel: 'Dismiss: Session Expired', variant: 'warning', onDismiss() {} }
 */
export type AlertBannerProps = {
  title: string
  text: string
  /** The close button's accessible name, in the visitor's language. */
  dismissLabel: string
  variant: 'info' | 'success' | 'warning' | 'error'
  onDismiss: () => void
}

/**
 * A banner at the top of the modal's content: an alert's short title, its longer explanation
 * and a close button. Errors are announced at once (`role="alert"`), the rest politely.
 * @example
 * <AlertBanner title="Invalid Project ID" text="The project id was not accepted…" dismissLabel="Dismiss: Invalid Project ID" variant="error" onDismiss={close} />
 */
export function AlertBanner({ title, text, dismissLabel, variant, onDismiss }: AlertBannerProps) {
  return (
    <div
      className="portico-alert"
      data-variant={variant}
      role={variant === 'error' ? 'alert' : 'status'}
      data-testid="portico-alert"
    >
      <span className="portico-alert-icon" aria-hidden="true">
        <Icon name="alert" size={18} />
      </span>
      <span className="portico-alert-body">
        <span className="portico-alert-title">{title}</span>
        <span className="portico-alert-text">{text}</span>
      </span>
      <button
        type="button"
        className="portico-alert-dismiss"
        aria-label={dismissLabel}
        onClick={onDismiss}
        data-testid="portico-alert-dismiss"
      >
        <Icon name="close" size={16} />
      </button>
    </div>
  )
}
