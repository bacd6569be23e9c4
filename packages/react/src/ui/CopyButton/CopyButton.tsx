import { useEffect, useState } from 'react'
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
  /** Visible text beside the icon (e.g. the short address); it is part of the button's name. */
  text?: string
  /** Class of the visible text. */
  textClassName?: string
  testId?: string
}

/**
 * Copies a value and briefly swaps its icon for a check mark.
 * @example
 * <CopyButton value={address} label="Copy address" text={short} onCopied={() => toast('Address copied')} />
 */
export function CopyButton({
  value,
  label,
  onCopied,
  onFailed,
  text,
  textClassName,
  testId = 'portico-copy',
}: CopyButtonProps) {
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
      aria-label={text ? `${label} ${text}` : label}
      title={label}
      onClick={onClick}
      data-copied={copied ? '' : undefined}
      data-testid={testId}
    >
      {text && <span className={textClassName}>{text}</span>}
      <Icon name={copied ? 'check' : 'copy'} size={16} />
    </button>
  )
}
