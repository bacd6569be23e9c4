import { outlinedSurfaceCss } from '../css/outlinedSurfaceCss'

/**
 * Styles of {@link Tabs}: a segmented control whose selected segment is raised.
 * @example
 * const css = baseCss + tabsCss
 */
export const tabsCss = `
.portico-tabs {
  display: flex;
  gap: 2px;
  padding: 3px;
  ${outlinedSurfaceCss}
}
.portico-tab {
  display: flex;
  flex: 1 1 0;
  align-items: center;
  justify-content: center;
  height: 32px;
  text-align: center;
  border-radius: var(--portico-radius-md);
  color: var(--portico-fg-muted);
  font-size: var(--portico-text-sm);
  font-weight: 600;
  transition: background-color 120ms var(--portico-ease), color 120ms var(--portico-ease);
}
.portico-tab:hover { color: var(--portico-fg); }
.portico-tab[aria-selected='true'] {
  background: var(--portico-bg-active);
  color: var(--portico-fg);
  box-shadow: 0 1px 2px rgba(0, 0, 0, 0.12);
}
`
