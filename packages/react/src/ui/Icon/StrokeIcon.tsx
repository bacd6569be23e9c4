import type { ReactNode } from 'react'

/**
 * Props of {@link StrokeIcon}.
 * @example
 * const props: StrokeIconProps = { size: 28, strokeWidth: 1.6, children: <circle cx="12" cy="12" r="4" /> }
 */
export type StrokeIconProps = {
  /** Edge length in px. */
  size?: number
  strokeWidth?: number
  className?: string
  /** Mirrored right to left by iconCss (with the `portico-icon` class). */
  directional?: boolean
  /** The shapes, on a 24×24 grid; they take their stroke from the icon. */
  children: ReactNode
}

/**
 * A line drawing on a 24×24 grid in `currentColor` with round caps and joins, hidden from
 * assistive technology (the control that holds it carries the label). {@link Icon} draws its
 * named set with it; a view's one-off marks (a row's picture, a button's glyph) pass their
 * shapes as children. Holds no paths itself, so the page's first load can use it too.
 * @example
 * <StrokeIcon size={28} strokeWidth={1.6}><circle cx="12" cy="12" r="3.5" /></StrokeIcon>
 */
export function StrokeIcon({
  size = 20,
  strokeWidth = 2,
  className,
  directional = false,
  children,
}: StrokeIconProps) {
  return (
    <svg
      className={className}
      data-directional={directional ? '' : undefined}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  )
}
