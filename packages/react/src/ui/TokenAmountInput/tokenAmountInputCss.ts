import { amountBoxCss } from '../css/amountBoxCss'
import { bareInputCss } from '../css/bareInputCss'
import { spacedRowCss } from '../css/spacedRowCss'

/**
 * Styles of {@link TokenAmountInput} and the field error line shared by the send form.
 * @example
 * <ShadowStyle css={tokenAmountInputCss} />
 */
export const tokenAmountInputCss = `
.portico-amount-field { display: flex; flex-direction: column; gap: 6px; }
.portico-amount {
  ${amountBoxCss}
  transition: box-shadow 120ms var(--portico-ease);
}
.portico-amount:focus-within { box-shadow: inset 0 0 0 1px var(--portico-accent-text); }
.portico-amount[data-invalid] { box-shadow: inset 0 0 0 1px var(--portico-error); }
.portico-amount-row { display: flex; align-items: center; gap: 10px; }
.portico-amount-input {
  flex: 1;
  min-width: 0;
  ${bareInputCss}
  font-size: 32px;
  font-weight: 600;
  letter-spacing: -0.03em;
  line-height: 1.2;
  font-variant-numeric: tabular-nums;
  outline: none;
}
.portico-amount-input:focus-visible { outline: none; }
.portico-amount-input::placeholder { color: var(--portico-fg-subtle); }
.portico-amount[data-invalid] .portico-amount-input { color: var(--portico-error); }
.portico-amount-meta {
  ${spacedRowCss(8)}
  min-height: 22px;
  font-size: var(--portico-text-sm);
  color: var(--portico-fg-muted);
  font-variant-numeric: tabular-nums;
}
.portico-amount-balance { display: inline-flex; align-items: center; gap: 6px; }
.portico-amount-max {
  padding: 2px 8px;
  border-radius: var(--portico-radius-full);
  background: var(--portico-accent-soft);
  color: var(--portico-accent-text);
  font-size: var(--portico-text-xs);
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.04em;
}
.portico-amount-max:hover { background: color-mix(in srgb, var(--portico-accent) 24%, transparent); }
.portico-field-error {
  display: flex;
  align-items: center;
  gap: 6px;
  padding: 0 4px;
  font-size: var(--portico-text-sm);
  color: var(--portico-error);
}
`
