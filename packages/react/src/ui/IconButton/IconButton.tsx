import type { ButtonHTMLAttributes } from 'react'
import { Icon, type IconName } from '../Icon/Icon'

/**
 * Props of {@link IconButton}.
 * @example
 * const props: IconButtonProps = { icon: 'close', label: 'Close' }
 */
export type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> & {
  icon: IconName
  /** Accessible name; also the tooltip. */
  label: string
  size?: 'sm' | 'md'
}

/**
 * A square button showing only an icon, named for assistive technology by `label`.
 * @example
 * <IconButton icon="close" label="Close" onClick={close} />
 */
export function IconButton({ icon, label, size = 'md', className, ...rest }: IconButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className={className ? `portico-icon-button ${className}` : 'portico-icon-button'}
      data-size={size}
      {...rest}
    >
      <Icon name={icon} size={size === 'sm' ? 16 : 20} />
    </button>
  )
}
