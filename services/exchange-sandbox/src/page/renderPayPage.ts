import { html } from 'hono/html'
import type { StoredSession } from '../ledger/StoredSession'
import { type Html, renderExchangeShell } from './renderExchangeShell'

/**
 * What the hosted page shows of a session: the session, its network's name, who is signed in
 * (and their balance of the asset), a message from the last form. A session that expired unpaid
 * is FAILED by the time it is shown.
 * @example const view: PayPageView = { session, networkName: 'Devnet A' }
 */
export type PayPageView = {
  session: StoredSession
  networkName: string
  signedIn?: { email: string; balance: string } | undefined
  /** A sentence about the last form sent (wrong password, short balance). */
  error?: string | undefined
}

function summary(view: PayPageView) {
  const { session } = view
  return html`<dl data-testid="exchange-summary">
<dt>Amount</dt><dd data-testid="exchange-amount">${session.amount} ${session.symbol}</dd>
<dt>Network</dt><dd data-testid="exchange-network">${view.networkName}</dd>
<dt>To</dt><dd class="mono" data-testid="exchange-recipient">${session.recipient}</dd>
</dl>`
}

const alert = (error: string | undefined) =>
  error ? html`<p class="error" role="alert" data-testid="exchange-error">${error}</p>` : ''

function back(session: StoredSession) {
  return session.returnUrl
    ? html`<a class="button" href="${session.returnUrl}" data-testid="exchange-back">Back to the site</a>`
    : html`<p>You can close this window.</p>`
}

function pending(view: PayPageView, action: string): Html {
  const { session, signedIn } = view
  const token = html`<input type="hidden" name="formToken" value="${session.formToken}">`
  if (!signedIn) {
    return renderExchangeShell(
      'Sign in',
      html`<h1>Pay ${session.amount} ${session.symbol}</h1><p>Sign in to your exchange account to pay.</p>${summary(view)}
<form method="post" action="${action}/sign-in" data-testid="exchange-sign-in">${token}
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="username" required autofocus data-testid="exchange-email">
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required data-testid="exchange-password">
${alert(view.error)}
<button type="submit" data-testid="exchange-sign-in-submit">Sign in</button>
</form>`,
    )
  }
  return renderExchangeShell(
    'Confirm payment',
    html`<h1>Confirm payment</h1><p>Signed in as <strong data-testid="exchange-account">${signedIn.email}</strong>.</p>${summary(view)}
<dl><dt>Your balance</dt><dd data-testid="exchange-balance">${signedIn.balance} ${session.symbol}</dd></dl>
<form method="post" action="${action}/confirm">${token}
${alert(view.error)}
<button type="submit" autofocus data-testid="exchange-confirm">Confirm payment</button>
</form>`,
  )
}

/**
 * The hosted payment page of a session at its current step: sign in, confirm (with the
 * account's balance, or why it cannot pay), sending (reloads itself), "Payment sent" with the
 * transaction and the way back to the site, or why it failed.
 * @example c.html(renderPayPage({ session, networkName: 'Devnet A' }))
 */
export function renderPayPage(view: PayPageView): Html {
  const { session } = view
  const action = `/pay/${session.id}`
  switch (session.status) {
    case 'PENDING':
      return pending(view, action)
    case 'IN_PROGRESS':
      return renderExchangeShell(
        'Sending',
        html`<h1 data-testid="exchange-sending">Sending ${session.amount} ${session.symbol}…</h1><p role="status">This page updates by itself.</p>${summary(view)}`,
        2,
      )
    case 'SUCCESS':
      return renderExchangeShell(
        'Payment sent',
        html`<h1 class="ok" data-testid="exchange-done">Payment sent</h1>${summary(view)}
<p>Transaction <code class="mono" data-testid="exchange-tx">${session.txHash}</code></p>${back(session)}`,
      )
    case 'FAILED':
      return renderExchangeShell(
        'Payment failed',
        html`<h1 class="error" data-testid="exchange-failed">Payment failed</h1>
<p data-testid="exchange-failure">${session.failureReason ?? 'The payment could not be sent.'} Your balance was not charged.</p>${summary(view)}${back(session)}`,
      )
  }
}
