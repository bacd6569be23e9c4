import type { Context } from 'hono'
import type { AuthDeps } from '../auth/AuthDeps'

/**
 * Whether the frame is served over HTTPS (its cookies are then `Secure`).
 * @example socialLoginCookie.clear(c, login.id, isHttpsFrame(deps, c))
 */
export const isHttpsFrame = (deps: Pick<AuthDeps, 'publicUrl'>, c: Context) =>
  deps.publicUrl(c).startsWith('https:')
