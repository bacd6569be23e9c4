/**
 * Styles of the Account view's tabs and their panels (tokens, activity months, loaders).
 * @example
 * const css = accountCss + accountTabsCss
 */
export const accountTabsCss = `
.portico-account-tabs { display: flex; flex-direction: column; gap: 8px; margin-top: 16px; scroll-margin-top: 6px; }
/* The tab list stays on top while its list scrolls; the ring hides rows passing under it. */
.portico-account-tabs > .portico-tabs {
  position: sticky;
  top: 6px;
  z-index: 2;
  box-shadow: inset 0 0 0 1px var(--portico-border), 0 0 0 6px var(--portico-bg);
}
/* The view scrolls inside the dialog (its height is capped), so the tab list stays reachable. */
.portico-account { max-height: calc(min(640px, 100vh - 48px) - 64px); overflow-y: auto; scrollbar-width: thin; }
@media (max-width: 480px) { .portico-account { max-height: calc(100vh - 32px - 64px); } }
.portico-account-panel { min-height: 176px; border-radius: var(--portico-radius-lg); }
.portico-account-panel:focus-visible { outline-offset: -2px; }
.portico-account-panel .portico-empty { min-height: 176px; justify-content: center; }
.portico-not-indexed { margin: 0; padding: 24px 16px; text-align: center; }
.portico-token-list, .portico-activity-list { display: flex; flex-direction: column; }
.portico-activity-month + .portico-activity-month { margin-top: 4px; }
.portico-activity-month-title {
  position: sticky;
  top: 50px;
  z-index: 1;
  margin: 0;
  padding: 8px 10px 4px;
  background: var(--portico-bg);
  color: var(--portico-fg-muted);
  font-size: var(--portico-text-sm);
  font-weight: 600;
}
.portico-history-loader { display: flex; justify-content: center; padding: 8px 0 12px; color: var(--portico-fg-muted); }
.portico-activity-start { margin: 0; padding: 4px 10px 12px; text-align: center; color: var(--portico-fg-muted); font-size: var(--portico-text-sm); }
.portico-text-button {
  display: inline-flex;
  align-items: center;
  gap: 6px;
  height: 32px;
  padding: 0 12px;
  border-radius: var(--portico-radius-full);
  color: var(--portico-accent-text);
  font-size: var(--portico-text-sm);
  font-weight: 600;
}
.portico-text-button:hover { background: var(--portico-accent-soft); }
.portico-empty .portico-text-button { margin-top: 8px; }
`
