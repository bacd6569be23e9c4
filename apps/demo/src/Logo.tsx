/**
 * The Portico mark: an arch over a doorway.
 * @example
 * <Logo />
 */
export function Logo() {
  return (
    <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
      <rect width="28" height="28" rx="8" fill="#0988f0" />
      <g fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round">
        <path d="M8 21V12a6 6 0 0112 0v9" />
        <path d="M12 21v-6a2 2 0 014 0v6" opacity="0.6" />
      </g>
    </svg>
  )
}
