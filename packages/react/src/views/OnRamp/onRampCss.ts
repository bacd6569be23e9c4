import { pressedChoiceCss } from '../../ui/css/pressedChoiceCss'

/**
 * Styles of the Buy views (beside the send views' preview rows and the swap views' notices).
 * @example
 * <ShadowStyle css={onRampCss} />
 */
export const onRampCss = `
.portico-onramp { display: flex; flex-direction: column; gap: 12px; }
.portico-onramp-field { display: flex; flex-direction: column; gap: 6px; margin: 0; padding: 0; border: 0; min-width: 0; }
.portico-onramp-label { font-size: var(--portico-text-sm); color: var(--portico-fg-muted); }
.portico-onramp-choices { display: flex; flex-wrap: wrap; gap: 6px; }
.portico-onramp-choices button {
  height: 32px;
  padding: 0 12px;
  border-radius: var(--portico-radius-full);
  box-shadow: inset 0 0 0 1px var(--portico-border);
  color: var(--portico-fg);
  font-size: var(--portico-text-sm);
  font-weight: 600;
}
.portico-onramp-choices button:hover { background: var(--portico-bg-hover); }
.portico-onramp-choices button[aria-pressed='true'] {
  ${pressedChoiceCss}
}
.portico-onramp-fiat {
  flex: none;
  height: 40px;
  padding: 0 10px;
  border: 0;
  border-radius: var(--portico-radius-full);
  background: var(--portico-bg);
  box-shadow: inset 0 0 0 1px var(--portico-border);
  color: var(--portico-fg);
  font: inherit;
  font-weight: 600;
}
.portico-onramp-estimate { margin: 0; font-size: var(--portico-text-sm); color: var(--portico-warning); }
.portico-preview-rows[data-estimate] dd { color: var(--portico-fg-muted); }
.portico-onramp-waiting { display: flex; flex-direction: column; align-items: center; gap: 12px; padding: 24px 8px 8px; text-align: center; }
.portico-onramp-waiting p { margin: 0; }
`
