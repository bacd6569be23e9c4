import type { Context } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../http/AppEnv'
import { renderNoticePage } from '../page/renderNoticePage'

/** The token a mailed link carries in its query (and its confirmation form posts back). */
export const linkTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,64}$/)

/**
 * The GET page of a mailed approval link: it changes nothing (mail scanners open links), only
 * shows what is asked and one button that posts the token to `action`; a malformed token gets
 * 400 'This link is not valid.'.
 * @example app.get('/device/approve', confirmLinkPage({ action: '/device/approve', title, body, button: 'Approve device' }))
 */
export function confirmLinkPage(page: {
  action: string
  title: string
  body: string
  button: string
}) {
  return (c: Context<AppEnv>) => {
    const token = linkTokenSchema.safeParse(c.req.query('token'))
    if (!token.success) {
      return c.html(
        renderNoticePage({ title: 'Link not valid', body: 'This link is not valid.' }),
        400,
      )
    }
    const { action, title, body, button } = page
    return c.html(renderNoticePage({ title, body, form: { action, token: token.data, button } }))
  }
}
