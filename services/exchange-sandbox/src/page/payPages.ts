import { formatUnits } from '@portico/common'
import { type Context, Hono } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { html } from 'hono/html'
import { z } from 'zod'
import { randomToken } from '../auth/randomToken'
import { sameSecret } from '../auth/sameSecret'
import { tokenHash } from '../auth/tokenHash'
import type { ExchangeAppDeps } from '../ExchangeAppDeps'
import { LEDGER_DECIMALS } from '../ledger/ledgerUnits'
import type { StoredSession } from '../ledger/StoredSession'
import { renderExchangeShell } from './renderExchangeShell'
import { type PayPageView, renderPayPage } from './renderPayPage'

const SESSION_ID = /^exs_[A-Za-z0-9_-]{22}$/
const COOKIE = 'exchange_sign_in'
const SIGN_IN_MS = 60 * 60 * 1000
const signInForm = z.object({
  formToken: z.string().max(100).default(''),
  email: z.string().max(254).default(''),
  password: z.string().max(256).default(''),
})
const confirmForm = z.object({ formToken: z.string().max(100).default('') })
// Compared against when the email is unknown, so a wrong email costs what a wrong password does.
const NO_PASSWORD = randomToken()

/**
 * The hosted payment page: `GET /pay/:id` (sign in, confirm, sending, sent or failed),
 * `POST /pay/:id/sign-in` (a test account's email and password; sets an HttpOnly, SameSite=Lax
 * cookie) and `POST /pay/:id/confirm` (debits the account once and sends the payout). Both forms
 * carry the session's form token, and a form posted from another origin is refused (CSRF).
 * @example app.route('/', payPages(deps, { current, origin: () => 'http://127.0.0.1:5177' }))
 */
export function payPages(
  deps: ExchangeAppDeps,
  helpers: {
    current: (id: string) => Promise<StoredSession | undefined>
    /** The exchange's own origin, from a request's URL. */
    origin: (url: string) => string
  },
) {
  const app = new Hono()
  const networkName = (network: string) =>
    deps.assets.find((asset) => asset.network === network)?.networkName ?? network
  const problem = (c: Context, status: 400 | 403 | 404, title: string, sentence: string) =>
    c.html(
      renderExchangeShell(
        title,
        html`<h1>${title}</h1><p role="alert" data-testid="exchange-problem">${sentence}</p>`,
      ),
      status,
    )
  const signedInEmail = async (c: Context) => {
    const token = getCookie(c, COOKIE)
    return token ? deps.store.signedIn(tokenHash(token), deps.now()) : undefined
  }
  const view = async (
    c: Context,
    session: StoredSession,
    error?: string,
    email?: string,
  ): Promise<PayPageView> => {
    const who = email ?? (await signedInEmail(c))
    const balance = who ? await deps.store.balanceOf(who, session.symbol) : undefined
    return {
      session,
      networkName: networkName(session.network),
      signedIn:
        who && balance !== undefined
          ? { email: who, balance: formatUnits(balance, LEDGER_DECIMALS) }
          : undefined,
      error,
    }
  }
  const find = (id: string) =>
    SESSION_ID.test(id) ? helpers.current(id) : Promise.resolve(undefined)
  // A form is ours when it carries the session's token and, when the browser says where it was
  // posted from, that is this exchange.
  const formRefused = (c: Context, session: StoredSession, formToken: string) => {
    const origin = c.req.header('origin')
    if (origin !== undefined && origin !== helpers.origin(c.req.url)) return true
    return !sameSecret(formToken, session.formToken)
  }
  // A form posted to a session: the session, and the form when it is ours and the session still
  // waits to be paid; else the page that answers instead (paid, being paid, failed or expired:
  // nothing to sign in for or confirm, and the session's page says where it stands).
  const acceptForm = async <Form extends { formToken: string }>(
    c: Context,
    schema: z.ZodType<Form>,
  ): Promise<
    { refused: Response | Promise<Response> } | { session: StoredSession; form: Form }
  > => {
    const session = await find(c.req.param('id') ?? '')
    if (!session) return { refused: problem(c, 404, 'Not found', 'There is no such payment.') }
    const form = schema.parse(await c.req.parseBody())
    if (formRefused(c, session, form.formToken)) {
      return {
        refused: problem(
          c,
          403,
          'Form expired',
          'This form is no longer valid. Reload the page and try again.',
        ),
      }
    }
    if (session.status !== 'PENDING') return { refused: c.redirect(`/pay/${session.id}`, 303) }
    return { session, form }
  }

  app.use('/pay/*', async (c, next) => {
    await next()
    c.header('cache-control', 'no-store')
  })

  app.get('/pay/:id', async (c) => {
    const session = await find(c.req.param('id'))
    if (!session) return problem(c, 404, 'Not found', 'There is no such payment.')
    return c.html(renderPayPage(await view(c, session)))
  })

  app.post('/pay/:id/sign-in', async (c) => {
    const posted = await acceptForm(c, signInForm)
    if ('refused' in posted) return posted.refused
    const { session, form } = posted
    const email = form.email.trim().toLowerCase()
    const account = deps.accounts.find((candidate) => candidate.email === email)
    const passwordOk = sameSecret(form.password, account?.password ?? NO_PASSWORD)
    if (!account || !passwordOk) {
      return c.html(renderPayPage(await view(c, session, 'Wrong email or password.', '')), 401)
    }
    const token = randomToken()
    await deps.store.addSignIn(tokenHash(token), account.email, deps.now() + SIGN_IN_MS)
    setCookie(c, COOKIE, token, {
      path: '/pay',
      httpOnly: true,
      sameSite: 'Lax',
      secure:
        new URL(c.req.url).protocol === 'https:' || helpers.origin(c.req.url).startsWith('https:'),
      maxAge: SIGN_IN_MS / 1000,
    })
    return c.redirect(`/pay/${session.id}`, 303)
  })

  app.post('/pay/:id/confirm', async (c) => {
    const posted = await acceptForm(c, confirmForm)
    if ('refused' in posted) return posted.refused
    const { session } = posted
    const email = await signedInEmail(c)
    if (!email) {
      return c.html(renderPayPage(await view(c, session, 'Sign in to pay.', '')), 401)
    }
    const outcome = await deps.store.confirm(session.id, email, deps.now())
    if (outcome === 'short') {
      const sentence = `Not enough ${session.symbol} in this account.`
      return c.html(renderPayPage(await view(c, session, sentence, email)), 402)
    }
    // Debited: send it now and show where it stands. A double submit finds it taken (or
    // joins the payout already running) and sees the same page.
    if (outcome !== 'expired') await deps.payouts.pay(session.id)
    return c.redirect(`/pay/${session.id}`, 303)
  })

  return app
}
