/**
 * Styles of the page-level buttons (connect, account, network).
 * @example
 * const css = baseCss + spinnerCss + kitButtonCss
 */
export const kitButtonCss = `
.portico-kit-button {
  display: inline-flex;
  align-items: center;
  gap: 8px;
  height: 40px;
  padding: 0 16px;
  border-radius: var(--portico-radius-full);
  font-size: var(--portico-text-md);
  font-weight: 600;
  line-height: 1;
  letter-spacing: -0.01em;
  white-space: nowrap;
  vertical-align: middle;
  user-select: none;
  transition: background-color 120ms var(--portico-ease), transform 120ms var(--portico-ease),
    box-shadow 120ms var(--portico-ease);
}
.portico-kit-button:active:not(:disabled) { transform: scale(0.97); }
.portico-kit-button[data-size='sm'] { height: 32px; padding: 0 12px; font-size: var(--portico-text-sm); }
.portico-kit-button[data-variant='accent'] {
  background: var(--portico-accent-fill);
  color: #fff;
  box-shadow: inset 0 1px 0 rgba(255, 255, 255, 0.16), 0 1px 2px rgba(0, 0, 0, 0.2);
}
.portico-kit-button[data-variant='accent']:hover:not(:disabled) {
  background: color-mix(in srgb, var(--portico-accent-fill) 88%, #000);
}
.portico-kit-button[data-variant='surface'] {
  background: var(--portico-bg);
  color: var(--portico-fg);
  box-shadow: inset 0 0 0 1px var(--portico-border-strong);
  padding-block: 0;
  padding-inline: 4px 6px;
}
.portico-kit-button[data-variant='surface']:hover:not(:disabled) { background: var(--portico-bg-hover); }
.portico-kit-button[data-variant='warning'] {
  background: var(--portico-error-soft);
  color: var(--portico-error);
  box-shadow: inset 0 0 0 1px color-mix(in srgb, var(--portico-error) 40%, transparent);
  padding-block: 0;
  padding-inline: 8px 10px;
}
.portico-kit-button[data-variant='warning'] .portico-kit-button-pill { gap: 6px; font-weight: 600; background: transparent; padding: 0; }
.portico-kit-button[aria-busy='true'] { cursor: progress; }
.portico-kit-button-balance {
  display: inline-flex;
  align-items: center;
  height: 32px;
  padding-block: 0;
  padding-inline: 6px 8px;
  color: var(--portico-fg-muted);
  font-weight: 500;
}
.portico-kit-button-pill {
  display: inline-flex;
  align-items: center;
  gap: 6px;
  height: 32px;
  padding-block: 0;
  padding-inline: 4px 10px;
  border-radius: var(--portico-radius-full);
  background: var(--portico-bg-raised);
}
.portico-kit-button[data-variant='surface'] > .portico-kit-button-label { padding-block: 0; padding-inline: 2px 6px; }
.portico-kit-button .portico-avatar, .portico-kit-button .portico-network-icon { box-shadow: none; }
`
