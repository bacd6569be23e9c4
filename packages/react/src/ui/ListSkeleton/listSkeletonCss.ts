/**
 * Styles of {@link ListSkeleton}.
 * @example
 * const css = baseCss + listSkeletonCss
 */
export const listSkeletonCss = `
.portico-list-skeleton { display: flex; flex-direction: column; }
.portico-list-skeleton-row { display: flex; align-items: center; gap: 12px; min-height: 56px; padding: 8px 10px; }
.portico-list-skeleton-icon,
.portico-list-skeleton-bar {
  background: var(--portico-bg-active);
  animation: portico-list-skeleton 1.2s ease-in-out infinite alternate;
}
.portico-list-skeleton-icon { width: 36px; height: 36px; flex-shrink: 0; border-radius: var(--portico-radius-full); }
.portico-list-skeleton-lines { display: flex; flex: 1; flex-direction: column; gap: 8px; }
.portico-list-skeleton-bar { width: 55%; height: 10px; border-radius: var(--portico-radius-full); }
.portico-list-skeleton-bar[data-short] { width: 30%; }
@keyframes portico-list-skeleton { to { opacity: 0.45; } }
@media (prefers-reduced-motion: reduce) {
  .portico-list-skeleton-icon, .portico-list-skeleton-bar { animation: none; }
}
`
