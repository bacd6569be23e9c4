import { iconBoxCss } from '../../ui/css/iconBoxCss'

/**
 * Styles of the WhatIsAWallet view: three points with icons, then the actions.
 * @example
 * <ShadowStyle css={whatIsAWalletCss} />
 */
export const whatIsAWalletCss = `
.portico-help { display: flex; flex-direction: column; gap: 20px; }
.portico-help-points { display: flex; flex-direction: column; gap: 16px; margin: 0; padding: 4px 4px 0; list-style: none; }
.portico-help-point { display: flex; align-items: flex-start; gap: 14px; }
.portico-help-icon {
  ${iconBoxCss(40, 'lg')}
  flex: none;
  background: var(--portico-accent-soft);
  color: var(--portico-accent-text);
}
.portico-help-title { display: block; font-weight: 600; }
.portico-help-text { display: block; margin-top: 2px; font-size: var(--portico-text-sm); color: var(--portico-fg-muted); }
.portico-help-actions { display: flex; flex-direction: column; gap: 8px; }
.portico-help-actions a.portico-button { text-decoration: none; }
`
