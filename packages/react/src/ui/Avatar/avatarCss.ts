/**
 * Styles of {@link Avatar} and {@link NetworkIcon}.
 * @example
 * const css = baseCss + avatarCss
 */
export const avatarCss = `
.portico-avatar, .portico-network-icon {
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  overflow: hidden;
  border-radius: var(--portico-radius-full);
  box-shadow: inset 0 0 0 1px rgba(255, 255, 255, 0.12);
}
.portico-avatar img, .portico-network-icon img { width: 100%; height: 100%; object-fit: cover; }
/* The outline paints over the logo, keeping the edge of one coloured like the background. */
.portico-network-icon img { border-radius: inherit; outline: 1px solid var(--portico-border); outline-offset: -1px; }
.portico-network-icon { color: #fff; font-weight: 700; line-height: 1; }
`
