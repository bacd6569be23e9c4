/**
 * Styles of {@link Header}.
 * @example
 * const css = baseCss + headerCss
 */
export const headerCss = `
.portico-header {
  display: grid;
  grid-template-columns: 36px 1fr 36px;
  align-items: center;
  gap: 8px;
  padding: 14px 14px 6px;
  transition: box-shadow 120ms var(--portico-ease);
}
.portico-header[data-divided] { box-shadow: 0 1px 0 var(--portico-border); }
.portico-header-title {
  font-size: var(--portico-text-lg);
  font-weight: 600;
  line-height: 1.3;
  letter-spacing: -0.015em;
  text-align: center;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
}
.portico-header-spacer { width: 36px; height: 36px; }
`
