/**
 * Styles of {@link CopyButton}.
 * @example
 * const css = baseCss + copyButtonCss
 */
export const copyButtonCss = `
.portico-copy-button {
  display: inline-flex;
  align-items: center;
  gap: 8px;
  padding: 4px 8px;
  margin: -4px -8px;
  border-radius: var(--portico-radius-sm);
  color: inherit;
  transition: background-color 120ms var(--portico-ease);
}
.portico-copy-button svg { color: var(--portico-fg-subtle); transition: color 120ms var(--portico-ease); }
.portico-copy-button:hover { background: var(--portico-bg-hover); }
.portico-copy-button:hover svg { color: var(--portico-fg); }
.portico-copy-button[data-copied] svg { color: var(--portico-success); }
`
