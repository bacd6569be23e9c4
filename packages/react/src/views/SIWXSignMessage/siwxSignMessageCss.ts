import { avatarBadgeCss } from '../../ui/css/avatarBadgeCss'
import { centredColumnCss } from '../../ui/css/centredColumnCss'

/**
 * Styles of the SIWXSignMessage view; shipped inside its lazy chunk and rendered by the view.
 * @example
 * <ShadowStyle css={siwxSignMessageCss} />
 */
export const siwxSignMessageCss = `
.portico-siwx {
  ${centredColumnCss(16)}
  padding-top: 16px;
  text-align: center;
}
.portico-siwx-visual {
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 4px 0 4px;
}
.portico-siwx-app, .portico-siwx-account {
  position: relative;
  display: inline-flex;
  border-radius: var(--portico-radius-full);
  box-shadow: 0 0 0 4px var(--portico-bg);
}
.portico-siwx-app .portico-wallet-image { border-radius: var(--portico-radius-full); }
.portico-siwx-account { margin-inline-start: -14px; }
.portico-siwx-visual[data-state='signing'] .portico-siwx-account {
  animation: portico-siwx-breathe 1.4s var(--portico-ease) infinite alternate;
}
@keyframes portico-siwx-breathe { to { box-shadow: 0 0 0 4px var(--portico-bg), 0 0 0 7px var(--portico-accent); } }
.portico-siwx-wallet {
  ${avatarBadgeCss}
}
.portico-siwx-wallet .portico-wallet-image { border-radius: var(--portico-radius-sm); }
.portico-siwx-text { display: flex; flex-direction: column; gap: 6px; max-width: 336px; }
.portico-siwx-title {
  font-size: var(--portico-text-lg);
  font-weight: 600;
  letter-spacing: -0.015em;
  line-height: 1.3;
  text-wrap: balance;
}
.portico-siwx-nowrap { white-space: nowrap; }
.portico-siwx-subtitle { font-size: var(--portico-text-sm); color: var(--portico-fg-muted); }
.portico-siwx-status { display: contents; }
.portico-siwx-error {
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 6px 12px;
  border-radius: var(--portico-radius-full);
  background: var(--portico-error-soft);
  color: var(--portico-error);
  font-size: var(--portico-text-sm);
  font-weight: 500;
}
.portico-siwx-actions { display: flex; gap: 8px; width: 100%; margin-top: 4px; }
.portico-siwx-actions .portico-button { flex: 1 1 0; min-width: 0; }
.portico-siwx-required { font-size: var(--portico-text-xs); color: var(--portico-fg-subtle); max-width: 300px; }
@media (prefers-reduced-motion: reduce) {
  .portico-siwx-visual[data-state='signing'] .portico-siwx-account { animation: none; }
}
`
