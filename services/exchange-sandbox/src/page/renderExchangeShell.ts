import { html } from 'hono/html'
import type { HtmlEscapedString } from 'hono/utils/html'

/** A rendered page or fragment. @example const page: Html = html`<p>Hi</p>` */
export type Html = HtmlEscapedString | Promise<HtmlEscapedString>

/**
 * The hosted page around `body`: the exchange's header with its "Test mode" badge, the
 * stylesheet, and (`refresh`) a reload after that many seconds while a payout is being sent.
 * @example c.html(renderExchangeShell('Sign in', html`<h1>Sign in</h1>`))
 */
export function renderExchangeShell(title: string, body: Html, refresh?: number): Html {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${refresh ? html`<meta http-equiv="refresh" content="${refresh}">` : ''}
<title>${title} · Sandbox Exchange</title>
<link rel="stylesheet" href="/assets/exchange.css">
</head>
<body><main><div class="card">
<header><img src="/icon.svg" alt=""><strong>Sandbox Exchange</strong><span class="badge">Test mode</span></header>
${body}
</div></main></body>
</html>`
}
