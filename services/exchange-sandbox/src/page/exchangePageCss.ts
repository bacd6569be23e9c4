/**
 * The hosted page's styles (served as /assets/exchange.css, so the CSP allows no inline style):
 * one card on a plain page, light or dark after the visitor's system, a phone's width first.
 * @example app.get('/assets/exchange.css', (c) => c.body(exchangePageCss, 200, { 'content-type': 'text/css' }))
 */
export const exchangePageCss = `
:root { color-scheme: light dark; --bg: #f3f4f6; --card: #fff; --fg: #111827; --muted: #4b5563;
  --border: #d1d5db; --accent: #0f766e; --accent-fg: #fff; --error: #b91c1c; --ok: #15803d; }
@media (prefers-color-scheme: dark) { :root { --bg: #0b0f14; --card: #151b23; --fg: #e5e7eb;
  --muted: #9ca3af; --border: #374151; --accent: #2dd4bf; --accent-fg: #04201d; --error: #fca5a5; --ok: #86efac; } }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; background: var(--bg); color: var(--fg);
  font: 16px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; }
main { width: min(440px, 100%); margin: 0 auto; padding: 16px; }
.card { background: var(--card); border-radius: 16px; box-shadow: 0 0 0 1px var(--border); padding: 20px; }
header { display: flex; align-items: center; gap: 10px; margin-bottom: 16px; }
header img { width: 32px; height: 32px; }
header strong { font-size: 17px; flex: 1; }
.badge { font-size: 12px; padding: 2px 8px; border-radius: 999px; border: 1px solid var(--accent); color: var(--accent); }
h1 { font-size: 22px; line-height: 1.25; margin: 0 0 8px; }
p { margin: 0 0 12px; color: var(--muted); }
dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 12px; margin: 16px 0; padding: 12px 14px;
  border-radius: 12px; box-shadow: inset 0 0 0 1px var(--border); }
dt { color: var(--muted); } dd { margin: 0; text-align: right; font-variant-numeric: tabular-nums; min-width: 0; overflow-wrap: anywhere; }
.mono { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 13px; }
form { display: grid; gap: 14px; margin: 0; }
label { display: grid; gap: 4px; font-size: 14px; font-weight: 600; }
input { width: 100%; font: inherit; color: var(--fg); background: transparent; padding: 12px; border-radius: 10px; border: 1px solid var(--border); }
input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
button, .button { font: inherit; font-weight: 600; border: 0; border-radius: 999px; padding: 14px 16px; min-height: 48px;
  background: var(--accent); color: var(--accent-fg); cursor: pointer; text-align: center; text-decoration: none; display: block; width: 100%; }
.error { color: var(--error); font-weight: 600; }
.ok { color: var(--ok); }
code { overflow-wrap: anywhere; }
`
