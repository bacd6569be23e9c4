/**
 * Styles of {@link AnimatedHeight}.
 * @example
 * const css = baseCss + animatedHeightCss
 */
export const animatedHeightCss = `
.portico-animated-height {
  flex: 0 1 auto;
  min-height: 0;
  overflow: hidden;
  transition: height var(--portico-duration-view) var(--portico-ease);
}
`
