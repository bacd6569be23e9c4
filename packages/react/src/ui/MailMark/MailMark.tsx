import { StrokeIcon } from '../Icon/StrokeIcon'

/**
 * An envelope drawn in `currentColor`, hidden from assistive technology: the mark of an email
 * login (the field, its device approval, the account's email row and wallet badge).
 * @example
 * <MailMark size={18} strokeWidth={1.8} />
 */
export function MailMark({ size, strokeWidth }: { size: number; strokeWidth: number }) {
  return (
    <StrokeIcon size={size} strokeWidth={strokeWidth}>
      <path d="M4 6h16v12H4zM4 7l8 6 8-6" />
    </StrokeIcon>
  )
}
