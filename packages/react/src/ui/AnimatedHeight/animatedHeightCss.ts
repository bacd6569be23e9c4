/**
 * Styles of {@link AnimatedHeight}. The box may shrink to what the dialog leaves it and then
 * scrolls: a view taller than the dialog is reached, never cut off. Only while a change plays is
 * its overflow hidden (set inline), so the growing box shows no passing scrollbar.
 * @example
 * const css = baseCss + animatedHeightCss
 */
export const animatedHeightCss = `
.portico-animated-height {
  flex: 0 1 auto;
  min-height: 0;
  overflow-x: hidden;
  overflow-y: auto;
  overscroll-behavior: contain;
  scrollbar-width: thin;
  transition: height var(--portico-duration-view) var(--portico-ease);
}
`
