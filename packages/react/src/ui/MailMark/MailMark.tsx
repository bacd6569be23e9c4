/**
 * An envelope drawn in `currentColor`, hidden from assistive technology: the mark of an email
 * login (the field, its device approval, the account's email row and wallet badge).
 * @example
 * <MailMark size={18} strokeWidth={1.8} />
 */
export function MailMark({ size, strokeWidth }: { size: number; strokeWidth: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" fill="none">
      <path
        d="M4 6h16v12H4zM4 7l8 6 8-6"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinejoin="round"
      />
    </svg>
  )
}
