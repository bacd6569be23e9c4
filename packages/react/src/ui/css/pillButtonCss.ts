/**
 * Declarations of the pill-shaped button every Portico button is cut from (the modal's
 * `portico-button`, the page's `portico-kit-button`): its spacing, height, rounding and type.
 * Small, since the page's Connect button loads it with the first paint.
 * @example
 * const css = `.portico-kit-button {\n  display: inline-flex;\n  ${pillButtonCss}\n}`
 */
export const pillButtonCss = `gap: 8px;
  height: 40px;
  padding: 0 16px;
  border-radius: var(--portico-radius-full);
  font-size: var(--portico-text-md);
  font-weight: 600;
  line-height: 1;
  letter-spacing: -0.01em;
  white-space: nowrap;`
