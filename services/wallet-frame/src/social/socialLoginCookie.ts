import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'

// One cookie per login, so two logins begun side by side in one browser never clear each other.
const nameOf = (loginId: string) => `portico_social_${loginId}`
// Only the popup's pages on this origin need it: the begin page sets it, the callback reads it.
const PATH = '/social'

/**
 * The cookie that binds a social login to the browser whose popup began it: first-party
 * (`/social/begin` runs in the popup, on this origin), `HttpOnly`, `SameSite=Lax` (a provider's
 * redirect back is a top-level GET and carries it; another site's request does not), `Secure`
 * under https, limited to `/social`, living only as long as the login.
 * @example socialLoginCookie.set(c, login.id, secret, { maxAgeSeconds: 600, secure: true })
 */
export const socialLoginCookie = {
  set(
    c: Context,
    loginId: string,
    value: string,
    opts: { maxAgeSeconds: number; secure: boolean },
  ) {
    setCookie(c, nameOf(loginId), value, {
      httpOnly: true,
      sameSite: 'Lax',
      secure: opts.secure,
      path: PATH,
      maxAge: Math.max(1, opts.maxAgeSeconds),
    })
  },
  get: (c: Context, loginId: string): string | undefined => getCookie(c, nameOf(loginId)),
  clear(c: Context, loginId: string, secure: boolean) {
    deleteCookie(c, nameOf(loginId), { path: PATH, secure, httpOnly: true, sameSite: 'Lax' })
  },
}
