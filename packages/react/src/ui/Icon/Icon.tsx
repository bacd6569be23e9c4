import { StrokeIcon } from './StrokeIcon'

/** Stroke paths on a 24×24 grid, drawn for the kit; one entry per icon name. */
const PATHS = {
  close: 'M6 6l12 12M18 6L6 18',
  back: 'M15 5l-7 7 7 7',
  chevronRight: 'M9 5l7 7-7 7',
  chevronDown: 'M6 9l6 6 6-6',
  copy: 'M9 9h10v10H9zM5 15V5h10',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  alert: 'M12 7.5v6M12 16.5v.5M12 3a9 9 0 100 18 9 9 0 000-18z',
  retry: 'M20 12a8 8 0 11-2.34-5.66M20 4v4.5h-4.5',
  disconnect: 'M15 4h3a2 2 0 012 2v12a2 2 0 01-2 2h-3M10 16l-4-4 4-4M6 12h10',
  external: 'M14 5h5v5M19 5l-8 8M17 14v5H5V7h5',
  grid: 'M5 5h5v5H5zM14 5h5v5h-5zM5 14h5v5H5zM14 14h5v5h-5z',
  wallet: 'M4 7a2 2 0 012-2h11v4M4 7v11a2 2 0 002 2h14V9H6a2 2 0 01-2-2zM16 14.5h.5',
  network:
    'M12 3a9 9 0 100 18 9 9 0 000-18zM3 12h18M12 3c2.5 2.6 3.6 5.6 3.6 9s-1.1 6.4-3.6 9c-2.5-2.6-3.6-5.6-3.6-9S9.5 5.6 12 3z',
  sun: 'M12 8a4 4 0 100 8 4 4 0 000-8zM12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4',
  moon: 'M20 14.5A8 8 0 119.5 4a6.5 6.5 0 0010.5 10.5z',
  qr: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2.5v2.5H14zM17.5 17.5H20V20h-2.5zM14 20h2M20 14v1.5',
  help: 'M12 3a9 9 0 100 18 9 9 0 000-18zM9.6 9.4a2.5 2.5 0 114.1 1.9c-.9.7-1.7 1.2-1.7 2.4M12 16.6v.4',
} as const

/**
 * Icons that point along the reading direction (back, on to the next view): mirrored right to
 * left unless a caller says otherwise.
 */
const DIRECTIONAL: ReadonlySet<IconName> = new Set(['back', 'chevronRight'])

/**
 * Name of an icon drawn by {@link Icon}.
 * @example
 * const name: IconName = 'close'
 */
export type IconName = keyof typeof PATHS

/**
 * Props of {@link Icon}.
 * @example
 * const props: IconProps = { name: 'copy', size: 16 }
 */
export type IconProps = {
  name: IconName
  /** Edge length in px. */
  size?: number
  strokeWidth?: number
  /**
   * Whether the icon points along the reading direction, and so is mirrored right to left
   * (iconCss). Defaults to true for `back` and `chevronRight`, false for the rest.
   */
  directional?: boolean
}

/**
 * A small line icon in `currentColor`, hidden from assistive technology (the control that
 * holds it carries the label). Directional icons carry `data-directional`, which iconCss
 * mirrors in right-to-left languages.
 * @example
 * <button aria-label="Close"><Icon name="close" /></button>
 */
export function Icon({ name, size = 20, strokeWidth = 2, directional }: IconProps) {
  return (
    <StrokeIcon
      className="portico-icon"
      directional={directional ?? DIRECTIONAL.has(name)}
      size={size}
      strokeWidth={strokeWidth}
    >
      <path d={PATHS[name]} />
    </StrokeIcon>
  )
}
