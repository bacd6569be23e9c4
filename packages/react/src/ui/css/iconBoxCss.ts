/**
 * Declarations of a square box `size` pixels wide that centres one icon, rounded with the theme's
 * radius `radius` (a circle by default): the badges, icon buttons and tiles of the modal. The
 * rule adds its own colours.
 * @example
 * const css = `.portico-toast-icon {\n  ${iconBoxCss(24)}\n  color: var(--portico-fg-muted);\n}`
 */
export function iconBoxCss(size: number, radius: 'full' | 'lg' | 'md' = 'full'): string {
  return `display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${size}px;
  height: ${size}px;
  border-radius: var(--portico-radius-${radius});`
}
