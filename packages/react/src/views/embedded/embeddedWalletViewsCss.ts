import { iconBoxCss } from '../../ui/css/iconBoxCss'
import { textFieldCss } from '../../ui/css/textFieldCss'

/**
 * Styles of the embedded wallet's views (codes, device approval, approval, email update);
 * shipped in their lazy chunks.
 * @example
 * <ShadowStyle css={embeddedWalletViewsCss} />
 */
export const embeddedWalletViewsCss = `
.portico-ew { display: flex; flex-direction: column; gap: 16px; padding-top: 8px; text-align: center; }
.portico-ew-email { font-weight: 600; color: var(--portico-fg); overflow-wrap: anywhere; }
.portico-ew-text { margin: 0; color: var(--portico-fg-muted); font-size: var(--portico-text-md); line-height: 1.45; }
.portico-ew-badge {
  align-self: center;
  ${iconBoxCss(64)}
  background: var(--portico-accent-soft);
  color: var(--portico-accent-text);
}
.portico-ew-waiting { display: inline-flex; align-items: center; justify-content: center; gap: 8px; color: var(--portico-fg-muted); font-size: var(--portico-text-sm); }
.portico-otp { display: flex; flex-direction: column; align-items: stretch; gap: 12px; }
.portico-otp-intro { margin: 0; color: var(--portico-fg-muted); line-height: 1.45; }
.portico-otp-input {
  height: 56px;
  padding: 0 12px;
  ${textFieldCss}
  font-variant-numeric: tabular-nums;
  letter-spacing: 0.5em;
  text-align: center;
  outline: none;
}
.portico-otp-input:focus { box-shadow: inset 0 0 0 1px var(--portico-accent-text); }
.portico-otp-input[aria-invalid='true'] { box-shadow: inset 0 0 0 1px var(--portico-error); }
.portico-otp-input::placeholder { color: var(--portico-fg-subtle); letter-spacing: 0.5em; }
.portico-otp-status { min-height: 22px; display: flex; justify-content: center; }
.portico-otp-notice { margin: 0; font-size: var(--portico-text-sm); color: var(--portico-fg-muted); }
.portico-otp-resend { display: flex; align-items: center; justify-content: center; gap: 4px; font-size: var(--portico-text-sm); color: var(--portico-fg-muted); }
.portico-field-error { margin: 0; font-size: var(--portico-text-sm); color: var(--portico-error); }
.portico-ew-field { display: flex; flex-direction: column; gap: 6px; text-align: start; }
.portico-ew-label { font-size: var(--portico-text-sm); color: var(--portico-fg-muted); }
.portico-ew-input {
  height: 52px;
  padding: 0 14px;
  ${textFieldCss}
  outline: none;
}
.portico-ew-input:focus { box-shadow: inset 0 0 0 1px var(--portico-accent-text); }
.portico-ew-actions { display: flex; gap: 8px; }
.portico-approve { position: relative; height: min(440px, 70vh); border-radius: var(--portico-radius-lg); overflow: hidden; }
.portico-approve-fallback { position: absolute; inset: 0; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 8px; color: var(--portico-fg-muted); }
`
