import { bareInputCss } from '../../ui/css/bareInputCss'
import { outlinedSurfaceCss } from '../../ui/css/outlinedSurfaceCss'

/**
 * Styles of the RegisterAccountName and RegisterAccountNameSuccess views; shipped in their lazy
 * chunks.
 * @example
 * <ShadowStyle css={registerAccountNameCss} />
 */
export const registerAccountNameCss = `
.portico-name { display: flex; flex-direction: column; gap: 14px; padding-top: 4px; }
.portico-name-intro { margin: 0; color: var(--portico-fg-muted); line-height: 1.45; text-align: center; }
.portico-name-field { display: flex; flex-direction: column; gap: 6px; }
.portico-name-box {
  display: flex;
  align-items: center;
  height: 52px;
  padding: 0 14px;
  ${outlinedSurfaceCss}
}
.portico-name-box:focus-within { box-shadow: inset 0 0 0 1px var(--portico-accent-text); }
.portico-name-box[data-invalid] { box-shadow: inset 0 0 0 1px var(--portico-error); }
.portico-name-input {
  flex: 1;
  min-width: 0;
  ${bareInputCss}
  font-size: 16px;
  outline: none;
}
/* The box shows the focus; the input inside draws none of its own. */
.portico-name-input:focus-visible { outline: none; }
.portico-name-suffix { flex: none; color: var(--portico-fg-subtle); font-size: 15px; }
.portico-name-status { min-height: 20px; margin: 0; font-size: var(--portico-text-sm); color: var(--portico-fg-muted); }
.portico-name-status[data-tone='ok'] { color: var(--portico-success); }
.portico-name-status[data-tone='bad'] { color: var(--portico-error); }
.portico-name-suggestions-label { margin: 4px 0 -4px; font-size: 13px; color: var(--portico-fg-muted); }
.portico-name-suggestions { display: flex; flex-wrap: wrap; gap: 8px; margin: 0; padding: 0; list-style: none; }
.portico-name-suggestion {
  padding: 6px 12px;
  border: 0;
  border-radius: var(--portico-radius-full);
  background: var(--portico-bg-raised);
  box-shadow: inset 0 0 0 1px var(--portico-border);
  color: var(--portico-fg);
  font: inherit;
  font-size: var(--portico-text-sm);
  cursor: pointer;
}
.portico-name-suggestion:hover { background: var(--portico-bg-hover); }
.portico-name-done { display: flex; flex-direction: column; align-items: center; gap: 12px; padding-top: 8px; text-align: center; }
.portico-name-done-name { margin: 0; font-size: var(--portico-text-lg, 18px); font-weight: 600; color: var(--portico-fg); overflow-wrap: anywhere; }
.portico-name-done-text { margin: 0; color: var(--portico-fg-muted); line-height: 1.45; }
`
