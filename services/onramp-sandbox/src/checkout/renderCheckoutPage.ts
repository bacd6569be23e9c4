import { html, raw } from 'hono/html'
import type { HtmlEscapedString } from 'hono/utils/html'
import type { OrderRow } from '../orders/createOrderStore'
import { checkoutCss } from './checkoutCss'
import { TEST_CARDS } from './checkTestCard'

type Page = HtmlEscapedString | Promise<HtmlEscapedString>

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

/**
 * The sandbox page around `body`; `refresh` reloads it after that many seconds.
 * @example renderShell('Checkout', html`<h1>Done</h1>`)
 */
export function renderShell(title: string, body: Page, refresh?: number): Page {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${refresh ? html`<meta http-equiv="refresh" content="${refresh}">` : ''}
<title>${title} · Portico Sandbox</title>
<style>${raw(checkoutCss)}</style>
</head>
<body><main>
<header><strong>Portico Sandbox</strong><span class="badge">Test mode</span></header>
${body}
</main></body>
</html>`
}

function summary(order: OrderRow, chainName: string) {
  return html`<dl data-testid="sandbox-summary">
<dt>You get</dt><dd data-testid="sandbox-amount">${order.amount} ${order.asset}</dd>
<dt>Network</dt><dd>${chainName}</dd>
<dt>To</dt><dd title="${order.address}">${short(order.address)}</dd>
<dt>You pay</dt><dd data-testid="sandbox-total">${order.paymentTotal} ${order.fiatCurrency}</dd>
</dl>`
}

/**
 * The checkout page of an order at its current step: the card form (with the decline of the
 * last attempt), the confirm step, sending, done (with the way back to the app) or failed.
 * @example c.html(renderCheckoutPage(order, 'Devnet A'))
 */
export function renderCheckoutPage(order: OrderRow, chainName: string, error?: string): Page {
  const head = summary(order, chainName)
  const action = `/orders/${order.id}`
  switch (order.status) {
    case 'new':
      return renderShell(
        'Pay by card',
        html`<h1>Buy ${order.asset}</h1><p>No real money moves: pay with a test card.</p>${head}
<form method="post" action="${action}/card">
<label>Card number<input name="number" inputmode="numeric" autocomplete="cc-number" required data-testid="sandbox-card-number"></label>
<div class="row"><label>Expiry (MM/YY)<input name="expiry" placeholder="12/30" autocomplete="cc-exp" required data-testid="sandbox-card-expiry"></label>
<label>CVC<input name="cvc" inputmode="numeric" autocomplete="cc-csc" required data-testid="sandbox-card-cvc"></label></div>
${(error ?? order.declineReason) ? html`<p class="error" role="alert" data-testid="sandbox-error">${error ?? order.declineReason}</p>` : ''}
<button type="submit" data-testid="sandbox-card-submit">Continue</button>
</form>
<details><summary>Test cards</summary><ul>${TEST_CARDS.map(
          (card) => html`<li>${card.number}: ${card.outcome}</li>`,
        )}</ul><p>Any future expiry date and any 3-digit CVC.</p></details>`,
      )
    case 'authorized':
      return renderShell(
        'Confirm',
        html`<h1>Confirm your purchase</h1><p>Card ending in ${order.cardLast4}.</p>${head}
${error ? html`<p class="error" role="alert" data-testid="sandbox-error">${error}</p>` : ''}
<form method="post" action="${action}/confirm"><button type="submit" data-testid="sandbox-confirm">Pay ${order.paymentTotal} ${order.fiatCurrency}</button></form>`,
      )
    case 'delivering':
      return renderShell(
        'Sending',
        html`<h1>Sending ${order.amount} ${order.asset}…</h1><p>This page refreshes by itself.</p>${head}`,
        1,
      )
    case 'done':
      return renderShell(
        'Done',
        html`<h1 class="done" data-testid="sandbox-done">Done</h1>
<p>${order.amount} ${order.asset} was sent to ${short(order.address)} on ${chainName}.</p>${head}
<p>Transaction <code data-testid="sandbox-tx">${order.txHash}</code></p>
<a class="button" id="back" href="${order.redirectUrl ?? '#'}" data-testid="sandbox-return">Return to the app</a>
<script>document.getElementById('back').addEventListener('click', function (e) { if (window.opener) { e.preventDefault(); window.close(); } });</script>`,
      )
    case 'failed':
      return renderShell(
        'Failed',
        html`<h1 class="error">The transfer failed</h1><p>Nothing was delivered. Start again from the app.</p>${head}`,
      )
  }
}
