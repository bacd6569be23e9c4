/**
 * Styles of the page-level buttons that show the connection (account, network): the surface and
 * warning variants, the balance and the pill. They come with those buttons, which a page loads
 * once a wallet is connected, not with the Connect button.
 * @example
 * const css = baseCss + kitButtonCss + kitSurfaceButtonCss
 */
export const kitSurfaceButtonCss = `
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
.portico-kit-button[data-variant='warning'] /* A phone's header has little room: a long figure is cut there with an ellipsis at about eight
   digits' width, its symbol kept; the whole figure is in the text and in the Account view. */
.portico-kit-button-amount { white-space: pre; }
@media (max-width: 480px) {
  .portico-kit-button-amount { max-width: 8ch; overflow: hidden; text-overflow: ellipsis; }
}
.portico-kit-button-pill { gap: 6px; font-weight: 600; background: transparent; padding: 0; }
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
