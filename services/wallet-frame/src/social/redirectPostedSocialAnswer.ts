import type { Context } from 'hono'
import type { AppEnv } from '../http/AppEnv'
import { SOCIAL_ANSWER_PARAMS, socialAnswerSchema } from './socialAnswer'

/**
 * `POST /social/callback`: Apple (response_mode=form_post) posts its answer from its own origin,
 * a cross-site POST that carries no Lax cookie. The same answer goes on as a top-level GET,
 * which does.
 * @example app.post('/social/callback', redirectPostedSocialAnswer)
 */
export async function redirectPostedSocialAnswer(c: Context<AppEnv>) {
  const form: Record<string, unknown> = await c.req.parseBody().catch(() => ({}))
  const parsed = socialAnswerSchema.safeParse(form)
  const query = new URLSearchParams()
  if (parsed.success) {
    for (const key of SOCIAL_ANSWER_PARAMS) {
      const value = parsed.data[key]
      if (value !== undefined) query.set(key, value)
    }
  }
  c.header('Cache-Control', 'no-store')
  c.header('Referrer-Policy', 'no-referrer')
  return c.redirect(`/social/callback?${query}`, 303)
}
