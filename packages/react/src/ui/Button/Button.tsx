import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { Spinner } from '../Spinner/Spinner'

/**
 * Props of {@link Button}.
 * @example
 * const props: ButtonProps = { variant: 'primary', children: 'Connect Wallet' }
 */
export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger'
  size?: 'sm' | 'md' | 'lg'
  /** Shows a spinner and marks the button busy; clicks are ignored meanwhile. */
  loading?: boolean
  fullWidth?: boolean
  leading?: ReactNode
}

/**
 * The kit's button.
 * @example
 * <Button variant="primary" loading={pending} onClick={retry}>Try again</Button>
 */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  leading,
  className,
  children,
  disabled,
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <button
      type="button"
      className={className ? `portico-button ${className}` : 'portico-button'}
      data-variant={variant}
      data-size={size}
      data-full={fullWidth ? '' : undefined}
      aria-busy={loading || undefined}
      disabled={disabled}
      onClick={loading ? undefined : onClick}
      {...rest}
    >
      {loading ? <Spinner size={size === 'sm' ? 14 : 16} /> : leading}
      <span className="portico-button-label">{children}</span>
    </button>
  )
}
