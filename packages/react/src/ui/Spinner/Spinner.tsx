/**
 * Props of {@link Spinner}.
 * @example
 * const props: SpinnerProps = { size: 16 }
 */
export type SpinnerProps = {
  size?: number
  /** Announced to assistive technology; omit when the surrounding text already says it. */
  label?: string
}

/**
 * An indeterminate progress ring in `currentColor`.
 * @example
 * <Spinner size={16} label="Connecting" />
 */
export function Spinner({ size = 20, label }: SpinnerProps) {
  return (
    <svg
      className="portico-spinner"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : 'true'}
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.2" strokeWidth="2.5" />
      <path d="M21 12a9 9 0 00-9-9" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  )
}
