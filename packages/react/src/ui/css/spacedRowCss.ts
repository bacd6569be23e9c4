/**
 * Declarations of a row that puts its first item at the start and its last at the end, centred
 * on one line and at least `gap` pixels apart: a label and its value (a preview's fee, an
 * amount's balance), a link and its button.
 * @example
 * const css = `.portico-preview-row {\n  ${spacedRowCss(12)}\n  min-height: 44px;\n}`
 */
export function spacedRowCss(gap: number): string {
  return `display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${gap}px;`
}
