import { centredColumnCss } from '../ui/css/centredColumnCss'
import { iconBoxCss } from '../ui/css/iconBoxCss'
import { spacedRowCss } from '../ui/css/spacedRowCss'

/**
 * Styles shared by the views: padding, the enter transition (mirrored right to left), empty
 * states, notices, scrolling lists.
 * @example
 * const css = baseCss + viewsCss
 */
export const viewsCss = `
.portico-view { padding: 8px 16px 16px; }
.portico-view-enter { animation: portico-view-in var(--portico-duration-view) var(--portico-ease); }
@keyframes portico-view-in { from { opacity: 0; transform: translateX(8px); } }
/* A new view comes in along the reading direction: from the left in Arabic and Hebrew. */
[dir='rtl'] .portico-view-enter { animation-name: portico-view-in-rtl; }
@keyframes portico-view-in-rtl { from { opacity: 0; transform: translateX(-8px); } }
.portico-scroll {
  max-height: min(420px, calc(100vh - 240px));
  overflow-y: auto;
  overscroll-behavior: contain;
  scrollbar-width: thin;
  margin: 0 -4px;
  padding: 0 4px;
}
.portico-empty {
  ${centredColumnCss(6)}
  padding: 24px 16px;
  text-align: center;
}
.portico-empty-title { font-weight: 600; }
.portico-empty-text { font-size: var(--portico-text-sm); color: var(--portico-fg-muted); }
.portico-empty .portico-button { margin-top: 12px; }
.portico-connect-help {
  ${spacedRowCss(8)}
  width: 100%;
  margin-top: 12px;
  padding: 12px 4px 0;
  border: 0;
  border-top: 1px solid var(--portico-border);
  background: none;
  color: var(--portico-fg-muted);
  font: inherit;
  font-size: var(--portico-text-sm);
  cursor: pointer;
}
.portico-connect-help-link {
  display: inline-flex;
  align-items: center;
  gap: 6px;
  color: var(--portico-accent-text);
  font-weight: 600;
}
.portico-connect-help:hover .portico-connect-help-link { text-decoration: underline; }
.portico-connect-help:focus-visible { outline: 2px solid var(--portico-accent); outline-offset: 2px; border-radius: var(--portico-radius-sm); }
.portico-all-wallets-icon {
  ${iconBoxCss(40, 'md')}
  background: var(--portico-accent-soft);
  color: var(--portico-accent-text);
}
.portico-notice {
  ${centredColumnCss(12)}
  padding: 4px 8px 16px;
  text-align: center;
}
.portico-notice-icon {
  ${iconBoxCss(48)}
  background: var(--portico-error-soft);
  color: var(--portico-error);
}
.portico-notice-text { font-size: var(--portico-text-sm); color: var(--portico-fg-muted); max-width: 300px; }
.portico-divider { height: 1px; margin: 12px 0; background: var(--portico-border); }
`
