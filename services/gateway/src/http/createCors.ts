import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from './AppEnv'

const PREFLIGHT_MAX_AGE = '86400'

/**
 * CORS for browsers: answers every preflight (some clients send `Content-Type: application/json`
 * on GETs) and echoes the Origin on every answer. Which origins may use a project is the project
 * guard's call, not CORS's: its 403s ('Unauthorized: invalid key', 'Unauthorized: origin not
 * allowed') stay readable by the page, so the kit can say what is wrong instead of seeing a
 * failed fetch. No credentials are allowed, so nothing more is shared than any HTTP client gets.
 * @example
 * app.use('*', createCors())
 */
export function createCors(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const origin = c.req.header('Origin')
    if (!origin) return next()
    if (c.req.method === 'OPTIONS' && c.req.header('Access-Control-Request-Method')) {
      return c.body(null, 204, {
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS',
        'Access-Control-Allow-Headers':
          c.req.header('Access-Control-Request-Headers') ?? 'Content-Type',
        'Access-Control-Max-Age': PREFLIGHT_MAX_AGE,
        Vary: 'Origin, Access-Control-Request-Headers',
      })
    }
    await next()
    if (!c.res.headers.has('Access-Control-Allow-Origin')) {
      c.res.headers.set('Access-Control-Allow-Origin', origin)
      c.res.headers.append('Vary', 'Origin')
    }
  }
}
