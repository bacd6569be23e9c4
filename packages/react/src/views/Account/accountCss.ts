import { avatarBadgeCss } from '../../ui/css/avatarBadgeCss'
import { centredColumnCss } from '../../ui/css/centredColumnCss'

/**
 * Styles of the Account view's identity (avatar, name, address, balance): adopted by the view
 * itself, with its tabs' styles, so a modal opened to connect never parses them.
 * @example
 * <ShadowStyle css={accountCss} />
 */
export const accountCss = `
.portico-account-identity {
  ${centredColumnCss(10)}
  padding: 8px 0 20px;
}
.portico-account-avatar { position: relative; margin-bottom: 6px; }
.portico-account-wallet {
  ${avatarBadgeCss}
}
.portico-account-wallet .portico-wallet-image { border-radius: var(--portico-radius-sm); }
.portico-account-name {
  margin: 0;
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: var(--portico-text-xl);
  font-weight: 600;
  letter-spacing: -0.02em;
}
.portico-account-name + .portico-copy-button .portico-account-address { font-size: var(--portico-text-md); font-weight: 500; color: var(--portico-fg-muted); }
.portico-account-address {
  font-size: var(--portico-text-xl);
  font-weight: 600;
  letter-spacing: -0.02em;
  line-height: 1.2;
}
.portico-account-balance {
  min-height: 22px;
  font-size: var(--portico-text-md);
  color: var(--portico-fg-muted);
  font-variant-numeric: tabular-nums;
}
.portico-skeleton {
  display: inline-block;
  width: 96px;
  height: 14px;
  border-radius: var(--portico-radius-full);
  background: var(--portico-bg-active);
  animation: portico-skeleton 1.2s ease-in-out infinite alternate;
}
@keyframes portico-skeleton { to { opacity: 0.4; } }
.portico-account-usd { margin-top: -6px; font-size: var(--portico-text-sm); color: var(--portico-fg-subtle); font-variant-numeric: tabular-nums; }
/* Below the tabs: the account's rows, set apart from the list above by a rule. */
.portico-account-rows { margin-top: 16px; padding-top: 16px; border-top: 1px solid var(--portico-border); }
.portico-row-button-action { font-size: var(--portico-text-sm); font-weight: 400; color: var(--portico-accent-text); }
/* A value such as an email address wraps rather than losing its end. */
.portico-row-button-value { white-space: normal; overflow-wrap: anywhere; }
`
