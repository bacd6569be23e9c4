import { centredColumnCss } from '../../ui/css/centredColumnCss'
import { spacedRowCss } from '../../ui/css/spacedRowCss'

/**
 * Styles of the ConnectingWalletConnect and ConnectingWalletConnectBasic views: the QR card and
 * its placeholder, the text block, and the wallet links.
 * @example
 * <ShadowStyle css={connectingWalletConnectCss} />
 */
export const connectingWalletConnectCss = `
.portico-wc {
  ${centredColumnCss(16)}
  padding-top: 4px;
  text-align: center;
}
.portico-wc-qr { display: flex; justify-content: center; animation: portico-wc-in 180ms var(--portico-ease); }
.portico-wc-qr .portico-qr { box-shadow: 0 0 0 1px var(--portico-border), 0 8px 24px rgba(0, 0, 0, 0.12); }
.portico-wc-qr .portico-qr-logo { box-shadow: 0 0 0 4px #fff; }
.portico-wc-qr .portico-wallet-image { border-radius: 12px; }
.portico-wc-placeholder {
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  border-radius: var(--portico-radius-xl);
  background: var(--portico-bg-raised);
  box-shadow: inset 0 0 0 1px var(--portico-border);
  overflow: hidden;
}
.portico-wc-placeholder-grid {
  position: absolute;
  inset: 14px;
  border-radius: var(--portico-radius-lg);
  background-image: radial-gradient(currentColor 1.2px, transparent 1.4px);
  background-size: 10px 10px;
  color: var(--portico-fg-muted);
  opacity: 0.18;
}
.portico-wc-qr[data-state='loading'] .portico-wc-placeholder-grid {
  animation: portico-wc-shimmer 1.4s var(--portico-ease) infinite alternate;
}
.portico-wc-qr[data-state='expired'] .portico-wc-placeholder-grid,
.portico-wc-qr[data-state='error'] .portico-wc-placeholder-grid { opacity: 0.1; }
.portico-wc-placeholder-spinner {
  position: relative;
  display: inline-flex;
  padding: 14px;
  border-radius: var(--portico-radius-full);
  background: var(--portico-bg);
  color: var(--portico-accent);
  box-shadow: 0 0 0 1px var(--portico-border);
}
.portico-wc-placeholder .portico-button { position: relative; }
.portico-wc-text { display: flex; flex-direction: column; align-items: center; gap: 6px; max-width: 300px; }
.portico-wc-title { font-size: var(--portico-text-lg); font-weight: 600; letter-spacing: -0.015em; }
.portico-wc-subtitle { font-size: var(--portico-text-sm); color: var(--portico-fg-muted); }
.portico-wc-status {
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 20px;
  font-size: var(--portico-text-sm);
  color: var(--portico-fg-muted);
}
.portico-wc-status .portico-spinner { color: var(--portico-accent); flex: none; }
.portico-wc-status[data-tone='error'] { color: var(--portico-error); }
.portico-wc-actions { display: flex; flex-direction: column; gap: 8px; width: 100%; }
.portico-wc-actions a.portico-button { text-decoration: none; }
.portico-wc-footer {
  ${centredColumnCss(4)}
  width: 100%;
}
.portico-wc-app {
  display: flex;
  align-items: center;
  justify-content: center;
  width: 132px;
  height: 132px;
  margin-top: 8px;
  border-radius: 36px;
  background: var(--portico-bg-raised);
  box-shadow: inset 0 0 0 1px var(--portico-border);
}
.portico-wc-app .portico-wallet-image { border-radius: 22px; }
.portico-wc-get {
  ${spacedRowCss(12)}
  width: 100%;
  padding-block: 10px;
  padding-inline: 16px 12px;
  border-radius: var(--portico-radius-lg);
  background: var(--portico-bg-raised);
  font-size: var(--portico-text-sm);
  color: var(--portico-fg-muted);
  text-align: start;
}
.portico-wc-get a {
  flex: none;
  padding: 6px 12px;
  border-radius: var(--portico-radius-full);
  background: var(--portico-accent-soft);
  color: var(--portico-accent-text);
  font-weight: 600;
  text-decoration: none;
}
.portico-wc-get a:focus-visible { outline: 2px solid var(--portico-accent); outline-offset: 2px; }
.portico-wc-more { width: 100%; padding-top: 12px; border-top: 1px solid var(--portico-border); text-align: start; }
@keyframes portico-wc-in { from { opacity: 0; transform: scale(0.98); } }
@keyframes portico-wc-shimmer { from { opacity: 0.08; } to { opacity: 0.22; } }
@media (prefers-reduced-motion: reduce) {
  .portico-wc-qr, .portico-wc-qr[data-state='loading'] .portico-wc-placeholder-grid { animation: none; }
}
`
