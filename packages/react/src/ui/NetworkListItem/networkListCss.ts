import { buttonRowCss } from '../css/buttonRowCss'

/**
 * Styles of {@link NetworkListItem}.
 * @example
 * const css = baseCss + networkListCss
 */
export const networkListCss = `
.portico-network-list { display: flex; flex-direction: column; gap: 4px; }
.portico-network-groups { display: flex; flex-direction: column; gap: 12px; }
.portico-network-group-title {
  margin: 0;
  padding-block: 4px;
  padding-inline: 10px;
  font-size: 12px;
  font-weight: 600;
  letter-spacing: 0.02em;
  text-transform: uppercase;
  color: var(--portico-fg-muted);
}
.portico-network-item {
  ${buttonRowCss}
  min-height: 52px;
  padding-block: 10px;
  padding-inline: 10px 14px;
}
.portico-network-item:hover:not(:disabled) { background: var(--portico-bg-hover); }
.portico-network-item[aria-current='true'] { background: var(--portico-bg-raised); }
.portico-network-item:disabled { opacity: 0.6; }
.portico-network-item-name { flex: 1; min-width: 0; font-weight: 500; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.portico-network-item-text { flex: 1; min-width: 0; display: flex; flex-direction: column; text-align: start; }
.portico-network-item-text .portico-network-item-name { flex: none; }
.portico-network-item[data-unavailable] .portico-network-item-name { color: var(--portico-fg-muted); }
.portico-network-item-reason { font-size: var(--portico-text-sm); color: var(--portico-fg-muted); }
.portico-network-item[data-unavailable] .portico-network-icon { filter: grayscale(1); opacity: 0.7; }
.portico-network-item-end { display: inline-flex; width: 20px; justify-content: flex-end; color: var(--portico-accent-text); }
`
