import { bareInputCss } from '../../ui/css/bareInputCss'
import { buttonRowCss } from '../../ui/css/buttonRowCss'
import { centredColumnCss } from '../../ui/css/centredColumnCss'
import { iconBoxCss } from '../../ui/css/iconBoxCss'
import { outlinedSurfaceCss } from '../../ui/css/outlinedSurfaceCss'
import { spacedRowCss } from '../../ui/css/spacedRowCss'

/**
 * Styles of the WalletSend and WalletSendPreview views.
 * @example
 * <ShadowStyle css={walletSendCss} />
 */
export const walletSendCss = `
.portico-send { display: flex; flex-direction: column; gap: 10px; }
.portico-field { display: flex; flex-direction: column; gap: 6px; }
.portico-token-chip {
  display: inline-flex;
  align-items: center;
  gap: 6px;
  flex: none;
  height: 36px;
  padding-block: 0;
  padding-inline: 6px 8px;
  border-radius: var(--portico-radius-full);
  background: var(--portico-bg);
  box-shadow: inset 0 0 0 1px var(--portico-border);
  color: var(--portico-fg);
  font-weight: 600;
  transition: background-color 120ms var(--portico-ease);
}
.portico-token-chip:hover { background: var(--portico-bg-hover); }
.portico-token-chip > svg { color: var(--portico-fg-subtle); }
.portico-receiver {
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: 12px 16px;
  ${outlinedSurfaceCss}
  transition: box-shadow 120ms var(--portico-ease);
}
.portico-receiver:focus-within { box-shadow: inset 0 0 0 1px var(--portico-accent-text); }
.portico-receiver[data-invalid] { box-shadow: inset 0 0 0 1px var(--portico-error); }
.portico-receiver-label { font-size: var(--portico-text-sm); color: var(--portico-fg-muted); }
.portico-receiver-head { display: flex; align-items: center; justify-content: space-between; gap: 8px; }
.portico-receiver-paste {
  padding: 2px 10px;
  border: 0;
  border-radius: var(--portico-radius-full);
  background: color-mix(in srgb, var(--portico-accent) 12%, transparent);
  color: var(--portico-accent-text);
  font: inherit;
  font-size: var(--portico-text-xs);
  font-weight: 600;
  cursor: pointer;
}
.portico-receiver-paste:hover { background: color-mix(in srgb, var(--portico-accent) 24%, transparent); }
.portico-receiver-paste:focus-visible { outline: 2px solid var(--portico-accent-text); outline-offset: 2px; }
.portico-receiver-input {
  width: 100%;
  ${bareInputCss}
  resize: none;
  field-sizing: content;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  /* Small enough for a 42-character EVM address to fit one line in the modal's width. */
  font-size: 12.5px;
  letter-spacing: -0.015em;
  line-height: 1.45;
  word-break: break-all;
  outline: none;
}
/* iOS zooms the page into any focused field under 16 px: a phone gets 16 px and two lines. */
@media (pointer: coarse) { .portico-receiver-input { font-size: 16px; } }
.portico-receiver-input:focus-visible { outline: none; }
.portico-receiver-input::placeholder { color: var(--portico-fg-subtle); font-family: inherit; }
.portico-send-resolved { display: flex; align-items: center; gap: 10px; padding: 2px 4px; }
.portico-send-resolved-text { display: flex; flex-direction: column; min-width: 0; }
.portico-send-resolved-name { font-weight: 600; color: var(--portico-fg); overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.portico-send-resolved-address { font-size: var(--portico-text-sm); color: var(--portico-fg-muted); font-variant-numeric: tabular-nums; }
.portico-send-footer { display: flex; flex-direction: column; gap: 8px; margin-top: 6px; }
.portico-send-hint { text-align: center; font-size: var(--portico-text-sm); color: var(--portico-fg-muted); }
.portico-send-token-list { display: flex; flex-direction: column; gap: 4px; list-style: none; margin: 0; padding: 0; }
.portico-send-token-option {
  ${buttonRowCss}
  padding: 10px 12px;
  color: var(--portico-fg);
  text-align: start;
}
.portico-send-token-option:hover, .portico-send-token-option[aria-current] { background: var(--portico-bg-raised); }
.portico-send-token-option > svg { color: var(--portico-accent-text); }
.portico-send-token-option-name { display: flex; flex-direction: column; flex: 1; min-width: 0; font-weight: 600; }
.portico-send-token-option-sub, .portico-send-token-option-value {
  font-size: var(--portico-text-sm);
  font-weight: 400;
  color: var(--portico-fg-muted);
  font-variant-numeric: tabular-nums;
}
.portico-preview-amount {
  ${centredColumnCss(6)}
  padding: 12px 0 18px;
}
.portico-preview-amount-value {
  display: inline-flex;
  align-items: center;
  gap: 10px;
  font-size: 28px;
  font-weight: 600;
  letter-spacing: -0.03em;
  font-variant-numeric: tabular-nums;
}
.portico-preview-amount-usd { color: var(--portico-fg-muted); font-size: var(--portico-text-md); }
.portico-preview-rows {
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 4px 16px;
  border-radius: var(--portico-radius-lg);
  background: var(--portico-bg-raised);
}
.portico-preview-row {
  ${spacedRowCss(12)}
  min-height: 44px;
  font-size: var(--portico-text-md);
}
.portico-preview-row + .portico-preview-row { border-top: 1px solid var(--portico-border); }
.portico-preview-row dt { color: var(--portico-fg-muted); }
.portico-preview-row dd {
  display: inline-flex;
  align-items: center;
  gap: 8px;
  margin: 0;
  font-weight: 500;
  font-variant-numeric: tabular-nums;
  text-align: end;
}
.portico-preview-actions { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; margin-top: 14px; }
.portico-sent-icon {
  ${iconBoxCss(56)}
  background: var(--portico-success-soft);
  color: var(--portico-success);
}
.portico-send > .portico-search { margin-bottom: 8px; }
/* A fact to know before sending that does not stop it (your own address, a first send that
   creates the account). */
.portico-field-notice {
  margin: 0;
  padding: 0 4px;
  font-size: var(--portico-text-sm);
  color: var(--portico-warning);
}
`
