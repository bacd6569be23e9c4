import { amountBoxCss } from '../../ui/css/amountBoxCss'
import { iconBoxCss } from '../../ui/css/iconBoxCss'
import { pressedChoiceCss } from '../../ui/css/pressedChoiceCss'

/**
 * Styles of the Swap, SwapSelectToken and SwapPreview views (beside the send views' shared
 * token chip, list and preview rows).
 * @example
 * <ShadowStyle css={swapCss} />
 */
export const swapCss = `
.portico-swap { display: flex; flex-direction: column; gap: 8px; }
.portico-swap-switch-row { display: flex; justify-content: center; height: 0; position: relative; z-index: 1; }
.portico-swap-switch {
  ${iconBoxCss(40)}
  margin-top: -20px;
  background: var(--portico-bg);
  box-shadow: inset 0 0 0 1px var(--portico-border);
  color: var(--portico-fg);
  transition: background-color 120ms var(--portico-ease);
}
.portico-swap-switch:hover { background: var(--portico-bg-hover); }
.portico-swap-out {
  ${amountBoxCss}
}
.portico-swap-out-row { display: flex; align-items: center; gap: 10px; }
.portico-swap-out-amount {
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  font-size: 32px;
  font-weight: 600;
  letter-spacing: -0.03em;
  line-height: 1.2;
  font-variant-numeric: tabular-nums;
}
.portico-swap-out-amount[data-empty] { color: var(--portico-fg-subtle); }
.portico-swap-out-meta {
  display: flex;
  justify-content: space-between;
  min-height: 22px;
  font-size: var(--portico-text-sm);
  color: var(--portico-fg-muted);
  font-variant-numeric: tabular-nums;
}
.portico-swap-label { font-size: var(--portico-text-sm); color: var(--portico-fg-muted); }
.portico-swap-slippage { display: inline-flex; gap: 4px; margin: 0; padding: 0; border: 0; }
.portico-swap-slippage button {
  min-width: 44px;
  height: 28px;
  padding: 0 8px;
  border-radius: var(--portico-radius-full);
  box-shadow: inset 0 0 0 1px var(--portico-border);
  color: var(--portico-fg-muted);
  font-size: var(--portico-text-sm);
  font-weight: 600;
}
.portico-swap-slippage button[aria-pressed='true'] {
  ${pressedChoiceCss}
}
.portico-swap-error {
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 10px 12px;
  border-radius: var(--portico-radius-lg);
  background: var(--portico-error-soft);
  box-shadow: inset 0 0 0 1px var(--portico-error);
  color: var(--portico-fg);
}
.portico-swap-error > svg { flex: none; color: var(--portico-error); }
.portico-swap-error p { flex: 1; margin: 0; font-size: var(--portico-text-md); }
.portico-swap-footer { display: flex; flex-direction: column; gap: 8px; margin-top: 6px; }
.portico-swap-section {
  margin: 10px 4px 4px;
  font-size: var(--portico-text-sm);
  font-weight: 600;
  color: var(--portico-fg-muted);
}
.portico-swap > .portico-search { margin-bottom: 4px; }
.portico-swap-pair { display: flex; align-items: center; justify-content: center; gap: 12px; padding: 8px 0 16px; }
.portico-swap-pair-side { display: flex; flex-direction: column; align-items: center; gap: 6px; min-width: 0; }
.portico-swap-pair-amount { font-size: 20px; font-weight: 600; font-variant-numeric: tabular-nums; text-align: center; word-break: break-all; }
.portico-swap-pair-usd { color: var(--portico-fg-muted); font-size: var(--portico-text-sm); }
.portico-swap-pair > svg { flex: none; color: var(--portico-fg-subtle); }
`
