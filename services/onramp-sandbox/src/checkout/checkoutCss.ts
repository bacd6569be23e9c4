/**
 * The checkout page's styles: one card on a plain page, light or dark after the visitor's
 * system setting.
 * @example html`<style>${raw(checkoutCss)}</style>`
 */
export const checkoutCss = `
:root { color-scheme: light dark; --bg: #f4f5f5; --card: #fff; --fg: #141414; --muted: #5f6368;
  --border: #e3e5e5; --accent: #3396ff; --accent-fill: #1769d1; --accent-fg: #fff; --error: #d93025; --ok: #1e8e3e; }
@media (prefers-color-scheme: dark) { :root { --bg: #121313; --card: #1b1d1d; --fg: #e4e7e7;
  --muted: #9a9fa3; --border: #2a2d2e; --error: #f28b82; --ok: #81c995; } }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: flex; align-items: flex-start; justify-content: center;
  background: var(--bg); color: var(--fg); font: 15px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; }
main { width: min(420px, 100%); margin: 40px 12px; background: var(--card); border-radius: 20px;
  box-shadow: 0 0 0 1px var(--border); padding: 24px; }
header { display: flex; align-items: center; justify-content: space-between; margin-bottom: 20px; }
header strong { font-size: 17px; }
.badge { font-size: 12px; padding: 2px 8px; border-radius: 999px; background: rgba(51,150,255,.14); color: var(--accent); }
h1 { font-size: 22px; margin: 0 0 4px; }
p { margin: 0 0 12px; color: var(--muted); }
dl { display: grid; grid-template-columns: 1fr auto; gap: 6px 12px; margin: 16px 0; padding: 12px 14px;
  border-radius: 14px; box-shadow: inset 0 0 0 1px var(--border); }
dt { color: var(--muted); } dd { margin: 0; text-align: right; font-variant-numeric: tabular-nums; }
form { display: grid; gap: 12px; }
label { display: grid; gap: 4px; font-size: 13px; color: var(--muted); }
.row { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
label { min-width: 0; }
input { width: 100%; min-width: 0; font: inherit; color: var(--fg); background: transparent; padding: 10px 12px; border-radius: 12px;
  border: 1px solid var(--border); }
input:focus { outline: 2px solid var(--accent); outline-offset: 1px; }
button, .button { font: inherit; font-weight: 600; border: 0; border-radius: 999px; padding: 12px 16px;
  background: var(--accent-fill); color: var(--accent-fg); cursor: pointer; text-align: center; text-decoration: none; display: block; }
.error { color: var(--error); margin: 0; }
.done { color: var(--ok); }
details { margin-top: 16px; color: var(--muted); font-size: 13px; }
details li { font-variant-numeric: tabular-nums; }
code { font-size: 12px; word-break: break-all; }
`
