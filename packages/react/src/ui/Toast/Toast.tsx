import type { ToastVariant } from '@portico/common'
import { Icon } from '../Icon/Icon'
import { Spinner } from '../Spinner/Spinner'

/**
 * Props of {@link Toast}.
 * @example
 * const props: ToastProps = { open: true, message: 'Address copied', variant: 'success' }
 */
export type ToastProps = {
  open: boolean
  message: string
  variant: ToastVariant
}

/**
 * A short notice over the top of the modal. The live region stays mounted so screen readers
 * announce each new message.
 * @example
 * <Toast open={toast.open} message={toast.message} variant={toast.variant} />
 */
export function Toast({ open, message, variant }: ToastProps) {
  return (
    <div className="portico-toast-region" role="status" aria-live="polite">
      {open && (
        <div className="portico-toast" data-variant={variant} data-testid="portico-toast">
          <span className="portico-toast-icon">
            {variant === 'loading' ? (
              <Spinner size={16} />
            ) : (
              <Icon name={variant === 'success' ? 'check' : 'alert'} size={16} strokeWidth={2.5} />
            )}
          </span>
          <span>{message}</span>
        </div>
      )}
    </div>
  )
}
