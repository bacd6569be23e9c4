import { centredColumnCss } from '../../ui/css/centredColumnCss'
import { iconBoxCss } from '../../ui/css/iconBoxCss'

/**
 * Styles of the Pay views: what is asked, the ways to pay, the wallet's steps, the exchange
 * and QR waits (beside the modal's wallet rows, buttons and notices).
 * @example
 * <ShadowStyle css={payCss} />
 */
export const payCss = `
.portico-pay { display: flex; flex-direction: column; gap: 10px; }
.portico-pay-summary {
  ${centredColumnCss(4)}
  padding: 4px 0 2px;
}
.portico-pay-amount {
  display: inline-flex;
  align-items: center;
  gap: 10px;
  max-width: 100%;
  font-size: 28px;
  font-weight: 600;
  letter-spacing: -0.03em;
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
}
.portico-pay-usd { color: var(--portico-fg-muted); font-size: var(--portico-text-md); min-height: 1.4em; }
.portico-pay-facts {
  display: flex;
  flex-direction: column;
  align-self: stretch;
  margin: 8px 0 0;
  padding: 2px 14px;
  border-radius: var(--portico-radius-lg);
  background: var(--portico-bg-raised);
}
.portico-pay-fact { display: flex; justify-content: space-between; align-items: center; gap: 12px; min-height: 40px; }
.portico-pay-fact + .portico-pay-fact { border-top: 1px solid var(--portico-border); }
.portico-pay-fact dt { color: var(--portico-fg-muted); font-size: var(--portico-text-sm); }
.portico-pay-fact dd {
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-width: 0;
  margin: 0;
  font-weight: 500;
  text-align: end;
}
.portico-pay-recipient { display: flex; flex-direction: column; align-items: flex-end; min-width: 0; }
.portico-pay-recipient-name { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; max-width: 100%; }
.portico-pay-recipient-address { font-size: var(--portico-text-xs); color: var(--portico-fg-muted); font-variant-numeric: tabular-nums; }
.portico-pay-methods-title {
  margin: 8px 0 0;
  font-size: var(--portico-text-sm);
  font-weight: 600;
  color: var(--portico-fg-muted);
}
.portico-pay-methods { display: flex; flex-direction: column; gap: 8px; margin: 0; padding: 0; }
/* The QR row after the exchanges' group stands apart from it. */
.portico-pay-methods > section + .portico-wallet-item { margin-top: 8px; }
.portico-pay-group-title { margin: 4px 0 -2px; font-size: var(--portico-text-xs); font-weight: 600; color: var(--portico-fg-subtle); }
.portico-pay-wallet {
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 10px 12px 12px;
  border-radius: var(--portico-radius-lg);
  background: var(--portico-bg-raised);
}
.portico-pay-wallet-head { display: flex; align-items: center; gap: 12px; min-width: 0; }
.portico-pay-wallet-text { display: flex; flex-direction: column; min-width: 0; flex: 1; }
.portico-pay-wallet-name { font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.portico-pay-wallet-balance { font-size: var(--portico-text-sm); color: var(--portico-fg-muted); font-variant-numeric: tabular-nums; }
.portico-pay-note { display: flex; align-items: center; gap: 8px; margin: 0; font-size: var(--portico-text-sm); color: var(--portico-fg-muted); }
.portico-pay-short {
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 10px 12px;
  border-radius: var(--portico-radius-md);
  background: var(--portico-error-soft);
}
.portico-pay-short p { display: flex; align-items: center; gap: 8px; margin: 0; color: var(--portico-fg); font-size: var(--portico-text-sm); font-weight: 500; }
/* The reason in the text colour (the red tint under it leaves red text short of 4.5:1), the icon red. */
.portico-pay-short p > svg { flex: none; color: var(--portico-error); }
.portico-pay-short-actions { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; }
.portico-pay-error { display: flex; align-items: flex-start; gap: 8px; margin: 0; color: var(--portico-error); font-size: var(--portico-text-sm); }
.portico-pay-steps { display: flex; flex-direction: column; gap: 6px; margin: 0; padding: 0; list-style: none; }
.portico-pay-step { display: flex; align-items: center; gap: 8px; font-size: var(--portico-text-sm); color: var(--portico-fg-subtle); }
.portico-pay-step[data-state='current'] { color: var(--portico-fg); font-weight: 600; }
.portico-pay-step[data-state='done'] { color: var(--portico-success, var(--portico-fg-muted)); }
.portico-pay-step-mark { display: inline-flex; align-items: center; justify-content: center; width: 16px; height: 16px; }
.portico-pay-step-dot { width: 6px; height: 6px; border-radius: 50%; background: currentColor; opacity: 0.5; }
.portico-pay-exchange-image { border-radius: var(--portico-radius-md); object-fit: cover; }
.portico-pay-loading-row {
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 56px;
  padding: 8px 12px;
  border-radius: var(--portico-radius-lg);
  background: var(--portico-bg-raised);
  color: var(--portico-fg-muted);
  font-size: var(--portico-text-sm);
}
.portico-pay-wait { display: flex; flex-direction: column; align-items: center; gap: 12px; padding: 12px 8px 8px; text-align: center; }
.portico-pay-wait p { margin: 0; }
.portico-pay-amount-line { font-size: 20px; font-weight: 600; letter-spacing: -0.02em; font-variant-numeric: tabular-nums; }
.portico-pay-status { max-width: 320px; margin: 0; font-size: var(--portico-text-sm); color: var(--portico-fg-muted); }
/* The spinner or icon sits in the line's flow, so a wrapped status stays centred beside it. */
.portico-pay-status > svg { display: inline-block; vertical-align: -2px; margin-inline-end: 6px; }
.portico-pay-status[data-tone='error'] { color: var(--portico-error); }
.portico-pay-actions { display: flex; flex-direction: column; gap: 8px; margin-top: 6px; }
.portico-pay-qr { display: flex; justify-content: center; }
.portico-pay-qr-placeholder {
  display: flex;
  align-items: center;
  justify-content: center;
  border-radius: var(--portico-radius-lg);
  background: var(--portico-bg-raised);
}
.portico-pay-link-row { display: flex; flex-wrap: wrap; justify-content: center; gap: 8px; }
.portico-pay-result-icon {
  ${iconBoxCss(56)}
  background: var(--portico-error-soft);
  color: var(--portico-error);
}
`
