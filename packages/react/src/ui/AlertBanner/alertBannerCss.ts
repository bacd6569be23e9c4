import { outlinedSurfaceCss } from '../css/outlinedSurfaceCss'

/**
 * Styles of {@link AlertBanner}.
 * @example
 * const css = baseCss + alertBannerCss
 */
export const alertBannerCss = `
.portico-alert {
  display: flex;
  align-items: flex-start;
  gap: 10px;
  margin: 4px 16px 8px;
  padding-block: 10px;
  padding-inline: 12px 8px;
  ${outlinedSurfaceCss}
  animation: portico-alert-in var(--portico-duration-view) var(--portico-ease);
}
.portico-alert-icon { display: inline-flex; flex: none; padding-top: 1px; color: var(--portico-fg-muted); }
.portico-alert[data-variant='error'] .portico-alert-icon { color: var(--portico-error); }
.portico-alert[data-variant='warning'] .portico-alert-icon { color: var(--portico-warning); }
.portico-alert[data-variant='success'] .portico-alert-icon { color: var(--portico-success); }
.portico-alert-body { display: flex; flex: 1; flex-direction: column; gap: 2px; min-width: 0; }
.portico-alert-title { font-size: var(--portico-text-sm); font-weight: 600; }
.portico-alert-text { font-size: var(--portico-text-sm); color: var(--portico-fg-muted); }
.portico-alert-dismiss {
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  border: 0;
  border-radius: var(--portico-radius-full);
  background: none;
  color: var(--portico-fg-muted);
  cursor: pointer;
}
.portico-alert-dismiss:hover { background: var(--portico-bg-hover); color: var(--portico-fg); }
.portico-alert-dismiss:focus-visible { outline: 2px solid var(--portico-accent-text); outline-offset: 1px; }
@keyframes portico-alert-in { from { opacity: 0; transform: translateY(-4px); } }
@media (prefers-reduced-motion: reduce) { .portico-alert { animation: none; } }
`
