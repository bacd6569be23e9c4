/**
 * Styles of the in-page wallet panel; it lives in its own shadow root, so plain selectors.
 * @example
 * root.append(Object.assign(document.createElement('style'), { textContent: panelStyles }))
 */
export const panelStyles = `
:host { all: initial; }
.panel {
  position: fixed; left: 16px; bottom: 16px; z-index: 2147482000; max-width: min(360px, calc(100vw - 32px));
  font: 13px/1.4 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #f4f2ff;
  background: #1d1833; border: 1px solid #5b3df5; border-radius: 14px;
  box-shadow: 0 8px 28px rgb(0 0 0 / 0.35); overflow: hidden;
}
.badge {
  display: flex; align-items: center; gap: 8px; width: 100%; padding: 8px 12px; border: 0;
  background: transparent; color: inherit; font: inherit; cursor: pointer; text-align: left;
}
.badge:focus-visible, button:focus-visible, select:focus-visible, input:focus-visible {
  outline: 2px solid #b7a8ff; outline-offset: 2px;
}
.dot { width: 8px; height: 8px; border-radius: 50%; background: #8a86a3; flex: none; }
.dot.on { background: #3ddc97; }
.tag { font-weight: 600; }
.muted { color: #c9c3e6; }
.body { padding: 4px 12px 12px; display: grid; gap: 8px; }
.row { display: flex; align-items: center; justify-content: space-between; gap: 8px; }
select, button.action {
  font: inherit; color: #f4f2ff; background: #2c2550; border: 1px solid #6e62b8; border-radius: 8px; padding: 4px 8px;
}
button.action { cursor: pointer; }
button.primary { background: #5b3df5; border-color: #5b3df5; }
.confirm { border-top: 1px solid #3b3366; margin: 0 12px 8px; padding-top: 8px; display: grid; gap: 6px; }
.confirm h2 { margin: 0; font-size: 14px; }
.confirm pre {
  margin: 0; max-height: 140px; overflow: auto; white-space: pre-wrap; word-break: break-all;
  font: 12px/1.4 ui-monospace, SFMono-Regular, Menlo, monospace; background: #120f22; padding: 6px 8px; border-radius: 8px;
}
/* Idle, the badge sits under a kit's modal (z-index 2147483000) so it never covers the sheet;
   asking for an approval, or opened by hand, it comes to the top as a wallet popup does. */
.panel[data-raised] { z-index: 2147483647; }
[hidden] { display: none !important; }
`
