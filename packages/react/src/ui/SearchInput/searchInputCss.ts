import { iconBoxCss } from '../css/iconBoxCss'

/**
 * Styles of {@link SearchInput}.
 * @example
 * const css = baseCss + searchInputCss
 */
export const searchInputCss = `
.portico-search { position: relative; display: flex; align-items: center; }
.portico-search-icon {
  position: absolute;
  inset-inline-start: 12px;
  display: inline-flex;
  color: var(--portico-fg-subtle);
  pointer-events: none;
}
.portico-search-input {
  width: 100%;
  height: 40px;
  padding: 0 36px 0 36px;
  border: 1px solid var(--portico-border);
  border-radius: var(--portico-radius-md);
  background: var(--portico-bg-raised);
  color: var(--portico-fg);
  font: inherit;
  font-size: var(--portico-text-md);
  transition: border-color 120ms var(--portico-ease), box-shadow 120ms var(--portico-ease);
}
/* iOS zooms the page into any focused field under 16 px. */
@media (pointer: coarse) { .portico-search-input { font-size: 16px; } }
.portico-search-input::placeholder { color: var(--portico-fg-subtle); }
.portico-search-input::-webkit-search-cancel-button { display: none; }
.portico-search-input:focus { outline: none; border-color: var(--portico-accent); box-shadow: 0 0 0 3px var(--portico-accent-soft); }
.portico-search-clear {
  position: absolute;
  inset-inline-end: 6px;
  ${iconBoxCss(28)}
  color: var(--portico-fg-muted);
}
.portico-search-clear:hover { background: var(--portico-bg-hover); color: var(--portico-fg); }
`
