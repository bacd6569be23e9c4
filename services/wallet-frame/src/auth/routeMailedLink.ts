import type { Context, Hono } from 'hono'
import type { AppEnv } from '../http/AppEnv'
import { confirmLinkPage } from './confirmLinkPage'
import { readPostedLinkToken } from './readPostedLinkToken'

/**
 * The two routes of a mailed link at `path`: GET shows what is asked and one button and changes
 * nothing (`confirmLinkPage`: mail scanners open links); the POST that button sends hands the
 * link's token to `confirmed`, which acts and answers the page shown after.
 * @example routeMailedLink(app, { path: '/device/approve', title, body, button: 'Approve device' }, async (c, token) => c.html(await approve(token)))
 */
export function routeMailedLink(
  app: Hono<AppEnv>,
  page: { path: string; title: string; body: string; button: string },
  confirmed: (c: Context<AppEnv>, token: string) => Promise<Response>,
): void {
  const { path, ...text } = page
  app.get(path, confirmLinkPage({ action: path, ...text }))
  app.post(path, async (c) => confirmed(c, await readPostedLinkToken(c)))
}
