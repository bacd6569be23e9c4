import { iconBoxCss } from '../css/iconBoxCss'
import { listRowCss } from '../css/listRowCss'

/**
 * Styles of {@link TransactionRow}.
 * @example
 * const css = baseCss + transactionRowCss
 */
export const transactionRowCss = `
.portico-tx-row {
  ${listRowCss}
}
.portico-tx-row:hover { background: var(--portico-bg-raised); }
a.portico-tx-row { color: inherit; text-decoration: none; }
a.portico-tx-row:focus-visible { outline: 2px solid var(--portico-accent-text); outline-offset: -2px; }
.portico-tx-icon {
  ${iconBoxCss(36)}
  flex-shrink: 0;
  background: var(--portico-bg-active);
  color: var(--portico-fg-muted);
}
.portico-tx-preview { position: relative; flex-shrink: 0; width: 36px; height: 36px; }
.portico-tx-preview img { display: block; width: 36px; height: 36px; border-radius: var(--portico-radius-md); object-fit: cover; outline: 1px solid var(--portico-border); outline-offset: -1px; }
.portico-tx-icon[data-direction='in'] { background: var(--portico-success-soft); color: var(--portico-success); }
.portico-tx-icon[data-direction='out'] { background: var(--portico-accent-soft); color: var(--portico-accent-text); }
/* The badge on an NFT's image: its tint over the view's background, so the image never shows through. */
.portico-tx-icon[data-badge] { position: absolute; inset-inline-end: -4px; bottom: -4px; width: 18px; height: 18px; box-shadow: 0 0 0 2px var(--portico-bg); background: linear-gradient(var(--portico-bg-active), var(--portico-bg-active)), var(--portico-bg); }
.portico-tx-icon[data-badge][data-direction='in'] { background: linear-gradient(var(--portico-success-soft), var(--portico-success-soft)), var(--portico-bg); }
.portico-tx-icon[data-badge][data-direction='out'] { background: linear-gradient(var(--portico-accent-soft), var(--portico-accent-soft)), var(--portico-bg); }
.portico-tx-row[data-status='failed'] .portico-tx-icon { background: var(--portico-error-soft); color: var(--portico-error); }
/* The title keeps its width; a long amount (a trade's two sides) wraps on the other side instead. */
.portico-tx-text { display: flex; flex: 1; min-width: min-content; flex-direction: column; gap: 2px; }
.portico-tx-title { display: flex; align-items: center; gap: 6px; font-weight: 600; }
.portico-tx-status {
  padding: 1px 6px;
  border-radius: var(--portico-radius-full);
  background: var(--portico-bg-active);
  color: var(--portico-fg-muted);
  font-size: 11px;
  font-weight: 600;
}
.portico-tx-row[data-status='failed'] .portico-tx-status { background: var(--portico-error-soft); color: var(--portico-error); }
.portico-tx-detail,
.portico-tx-time { font-size: var(--portico-text-sm); color: var(--portico-fg-muted); white-space: nowrap; }
.portico-tx-side { display: flex; min-width: 0; flex-direction: column; align-items: flex-end; gap: 2px; }
.portico-tx-amount { font-weight: 600; font-variant-numeric: tabular-nums; text-align: end; }
.portico-tx-amount[data-positive] { color: var(--portico-success); }
`
