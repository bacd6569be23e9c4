import { type ReactNode, useEffect, useState } from 'react'
import { Icon } from '../Icon/Icon'
import { copyText } from './copyText'

const COPIED_FEEDBACK_MS = 1500

/**
 * Props of {@link CopyButton}.
 * @example
 * const props: CopyButtonProps = { value: '0xf39F…2266', label: 'Copy address' }
 */
export type CopyButtonProps = {
  value: string
  label: string
  /** Called after a successful copy, e.g. to show a toast. */
  onCopied?: () => void
  /** Called when the clipboard refused. */
  onFailed?: () => void
  children?: ReactNode
}

/**
 * Copies a value and briefly swaps its icon for a check mark.
 * @example
 * <CopyButton value={address} label="Copy address" onCopied={() => toast('Address copied')} />
 */
export function CopyButton({ value, label, onCopied, onFailed, children }: CopyButtonProps) {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS)
    return () => clearTimeout(timer)
  }, [copied])

  const onClick = async () => {
    if (await copyText(value)) {
      setCopied(true)
      onCopied?.()
    } else onFailed?.()
  }
  return (
    <button
      type="button"
      className="portico-copy-button"
      aria-label={children ? undefined : label}
      title={label}
      onClick={onClick}
      data-copied={copied ? '' : undefined}
      data-testid="portico-copy"
    >
      {children}
      <Icon name={copied ? 'check' : 'copy'} size={16} />
    </button>
  )
}
