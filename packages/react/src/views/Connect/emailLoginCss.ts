import { bareInputCss } from '../../ui/css/bareInputCss'
import { iconBoxCss } from '../../ui/css/iconBoxCss'

/**
 * Styles of the Connect view's email field; 16 px text so phones do not zoom into it.
 * @example
 * <ShadowStyle css={emailLoginCss} />
 */
export const emailLoginCss = `
.portico-email-login { display: flex; flex-direction: column; gap: 6px; margin-bottom: 12px; }
.portico-email-box {
  display: flex;
  align-items: center;
  gap: 10px;
  height: 52px;
  padding-block: 0;
  padding-inline: 14px 6px;
  border-radius: var(--portico-radius-lg);
  background: var(--portico-bg-raised);
  color: var(--portico-fg-muted);
  box-shadow: inset 0 0 0 1px var(--portico-border);
  transition: box-shadow 120ms var(--portico-ease);
}
.portico-email-box:focus-within { box-shadow: inset 0 0 0 1px var(--portico-accent-text); }
.portico-email-box[data-invalid] { box-shadow: inset 0 0 0 1px var(--portico-error); }
.portico-email-input {
  flex: 1;
  min-width: 0;
  height: 100%;
  ${bareInputCss}
  font-size: 16px;
  outline: none;
}
.portico-email-input::placeholder { color: var(--portico-fg-muted); }
.portico-email-submit {
  ${iconBoxCss(40, 'md')}
  flex: none;
  border: 0;
  background: var(--portico-accent-fill);
  color: #fff;
  cursor: pointer;
}
.portico-email-submit:disabled { background: var(--portico-bg-active); color: var(--portico-fg-muted); cursor: default; }
.portico-email-submit:focus-visible { outline: 2px solid var(--portico-accent-text); outline-offset: 2px; }
.portico-field-error { margin: 0; font-size: var(--portico-text-sm); color: var(--portico-error); }
`
