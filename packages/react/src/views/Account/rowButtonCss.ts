import { buttonRowCss } from '../../ui/css/buttonRowCss'
import { iconBoxCss } from '../../ui/css/iconBoxCss'

/**
 * Styles of the full-width row buttons (Disconnect, the account type, the wallet's security
 * rows) and their column: the modal's own, since UnsupportedChain shows Disconnect too.
 * @example
 * <button className="portico-row-button">…</button>
 */
export const rowButtonCss = `
.portico-account-actions { display: flex; flex-direction: column; gap: 6px; }
.portico-row-button {
  ${buttonRowCss}
  min-height: 52px;
  padding-block: 10px;
  padding-inline: 12px 14px;
  background: var(--portico-bg-raised);
  color: var(--portico-fg);
  font-weight: 500;
}
.portico-row-button:hover:not(:disabled) { background: var(--portico-bg-hover); }
.portico-row-button:disabled { cursor: default; }
.portico-row-button > svg { color: var(--portico-fg-subtle); }
.portico-row-button-label { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.portico-row-button-text { flex: 1; min-width: 0; display: flex; flex-direction: column; gap: 2px; text-align: start; }
.portico-row-button-hint { font-size: var(--portico-text-sm); font-weight: 400; line-height: 1.35; color: var(--portico-fg-muted); }
.portico-row-button-icon {
  ${iconBoxCss(28)}
  background: var(--portico-bg-active);
  color: var(--portico-fg-muted);
}
`
