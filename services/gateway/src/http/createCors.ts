import { isPageOriginAllowed } from '@portico/common'
import type { MiddlewareHandler } from 'hono'
import type { ProjectConfig } from '../config/gatewayConfigSchema'
import { GatewayError } from '../errors/GatewayError'
import type { AppEnv } from './AppEnv'

const PREFLIGHT_MAX_AGE = '86400'

/**
 * CORS for browsers: answers preflights (some clients send `Content-Type: application/json` on
 * GETs) and echoes the Origin on answers when it passes the allowlist of the project named in the
 * query. An unknown project still gets the header so its 403 body can be read; the guard then
 * rejects it.
 * @example
 * app.use('*', createCors(projects))
 */
export function createCors(
  projects: ReadonlyMap<string, ProjectConfig>,
): MiddlewareHandler<AppEnv> {
  const originAllowed = (origin: string, projectId: string | undefined): boolean => {
    const project = projectId === undefined ? undefined : projects.get(projectId)
    return !project || isPageOriginAllowed(origin, project.allowedOrigins)
  }
  return async (c, next) => {
    const origin = c.req.header('Origin')
    if (!origin) return next()
    const allowed = originAllowed(origin, c.req.query('projectId'))
    if (c.req.method === 'OPTIONS' && c.req.header('Access-Control-Request-Method')) {
      if (!allowed) throw new GatewayError('UNAUTHORIZED_ORIGIN')
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
    if (allowed && !c.res.headers.has('Access-Control-Allow-Origin')) {
      c.res.headers.set('Access-Control-Allow-Origin', origin)
      c.res.headers.append('Vary', 'Origin')
    }
  }
}
