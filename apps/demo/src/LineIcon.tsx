import type { ReactNode } from 'react'

/**
 * An 18 px line icon of the demo's header, drawn in the text colour and hidden from assistive
 * technology (its button or field has the name).
 * @example
 * <LineIcon><path d="M20 14.5A8 8 0 119.5 4a6.5 6.5 0 0010.5 10.5z" /></LineIcon>
 */
export function LineIcon({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <svg
      className={className}
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  )
}
