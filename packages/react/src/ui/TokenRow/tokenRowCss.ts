import { iconBoxCss } from '../css/iconBoxCss'
import { listRowCss } from '../css/listRowCss'

/**
 * Styles of {@link TokenRow}, shared by the history rows' icon.
 * @example
 * const css = baseCss + tokenRowCss
 */
export const tokenRowCss = `
.portico-token-row {
  ${listRowCss}
}
.portico-token-row:hover { background: var(--portico-bg-raised); }
.portico-token-icon {
  ${iconBoxCss(36)}
  flex-shrink: 0;
  overflow: hidden;
  background: var(--portico-bg-active);
  box-shadow: inset 0 0 0 1px var(--portico-border);
}
.portico-token-icon img { width: 100%; height: 100%; object-fit: cover; }
/* The outline paints over the logo, keeping the edge of one coloured like the background. */
.portico-token-icon img { border-radius: inherit; outline: 1px solid var(--portico-border); outline-offset: -1px; }
.portico-token-icon[data-fallback] { font-weight: 600; color: var(--portico-fg-muted); }
.portico-token-text { display: flex; flex: 1; min-width: 0; flex-direction: column; gap: 2px; }
.portico-token-name {
  overflow: hidden;
  font-weight: 600;
  text-overflow: ellipsis;
  white-space: nowrap;
}
.portico-token-amount {
  font-size: var(--portico-text-sm);
  color: var(--portico-fg-muted);
  font-variant-numeric: tabular-nums;
}
.portico-token-value { font-weight: 600; font-variant-numeric: tabular-nums; }
`
