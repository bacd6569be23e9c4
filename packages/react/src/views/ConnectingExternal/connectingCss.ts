import { centredColumnCss } from '../../ui/css/centredColumnCss'
import { iconBoxCss } from '../../ui/css/iconBoxCss'

/**
 * Styles of the ConnectingExternal view.
 * @example
 * const css = baseCss + connectingCss
 */
export const connectingCss = `
.portico-connecting {
  ${centredColumnCss(20)}
  padding-top: 20px;
  padding-bottom: 28px;
  text-align: center;
}
.portico-connecting-visual {
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 112px;
  height: 112px;
}
.portico-connecting-visual .portico-wallet-image { border-radius: 22px; }
.portico-connecting-ring, .portico-connecting-pulse {
  position: absolute;
  inset: 0;
  border-radius: 32px;
  border: 2px solid var(--portico-accent);
}
.portico-connecting-ring { opacity: 0.35; }
.portico-connecting-pulse { animation: portico-pulse 1.6s var(--portico-ease) infinite; }
.portico-connecting-visual[data-state='error'] .portico-connecting-ring { border-color: var(--portico-error); opacity: 0.7; }
.portico-connecting-visual[data-state='error'] .portico-connecting-pulse { display: none; }
.portico-connecting-badge {
  position: absolute;
  inset-inline-end: 10px;
  bottom: 10px;
  ${iconBoxCss(24)}
  background: var(--portico-error);
  color: #fff;
  box-shadow: 0 0 0 3px var(--portico-bg);
}
@keyframes portico-pulse {
  0% { transform: scale(0.92); opacity: 0.9; }
  70%, 100% { transform: scale(1.12); opacity: 0; }
}
.portico-connecting-text { display: flex; flex-direction: column; gap: 6px; max-width: 300px; }
.portico-connecting-title { font-size: var(--portico-text-lg); font-weight: 600; letter-spacing: -0.015em; }
.portico-connecting-title[data-tone='error'] { color: var(--portico-error); }
.portico-connecting-subtitle { font-size: var(--portico-text-sm); color: var(--portico-fg-muted); }
`
