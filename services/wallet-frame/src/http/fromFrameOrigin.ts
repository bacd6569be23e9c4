import type { Context } from 'hono'

/**
 * Whether a call to the frame-only API comes from a page on this service's own origin (the
 * frame): its `Origin` is this origin (or the public URL's), or, for a GET/HEAD that browsers
 * send without `Origin` on same-origin fetches, `Sec-Fetch-Site` says same-origin. A call with
 * neither header (a server, a script) is not the frame's: any server can start a login with a
 * made-up page origin, so the API answers none of them.
 * @example if (!fromFrameOrigin(c, config.publicUrl)) throw new WalletFrameError('ORIGIN_NOT_ALLOWED')
 */
export function fromFrameOrigin(c: Context, publicUrl: string | undefined): boolean {
  const origin = c.req.header('origin')
  if (origin !== undefined) {
    return origin === new URL(c.req.url).origin || origin === publicUrl?.replace(/\/+$/, '')
  }
  const safe = c.req.method === 'GET' || c.req.method === 'HEAD'
  return safe && c.req.header('sec-fetch-site') === 'same-origin'
}

/**
 * The API routes any caller may use: the approval mail's JSON twin, which a script may call
 * with the token from the mail (the token is the proof, not the caller's origin).
 * @example isFrameOnlyExempt('POST', '/auth/v1/device/approve') // true
 */
export function isFrameOnlyExempt(method: string, path: string): boolean {
  return method === 'POST' && path === '/auth/v1/device/approve'
}
