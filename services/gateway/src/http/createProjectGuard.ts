import { isPageOriginAllowed } from '@portico/common'
import type { MiddlewareHandler } from 'hono'
import type { ProjectConfig } from '../config/gatewayConfigSchema'
import { GatewayError } from '../errors/GatewayError'
import type { AppEnv } from './AppEnv'
import { readJsonBody } from './readJsonBody'

function projectIdOfBody(body: unknown): string | undefined {
  if (body === null || typeof body !== 'object' || !('projectId' in body)) return undefined
  return typeof body.projectId === 'string' ? body.projectId : undefined
}

// Name registration is the one call existing clients send with no project id at all (AppKit's
// client: no query, and the body has none either). A browser's Origin still names the page, so
// there the project is the one whose allowed origins hold that page; a caller without an
// Origin (a server, a script) has no way in.
const PROJECT_BY_ORIGIN = new Set(['POST /v1/profile/account'])

/**
 * Checks the project id (query, or JSON body for POSTs that carry it there) against the
 * configured projects, and the Origin header against that project's allowlist (loopback pages
 * pass too when `allowLoopback`, the gateway's development setting). Name registration without
 * a project id takes the project whose allowed origins hold the request's Origin. With no
 * projects configured every request passes as an anonymous one.
 * @example
 * app.use('/v1/*', createProjectGuard(projects, { checkOrigin: true, allowLoopback: false }))
 */
export function createProjectGuard(
  projects: ReadonlyMap<string, ProjectConfig>,
  options: { checkOrigin: boolean; allowLoopback: boolean },
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (projects.size === 0) {
      c.set('project', null)
      return next()
    }
    const projectId = c.req.query('projectId') ?? projectIdOfBody(await readJsonBody(c))
    const origin = c.req.header('Origin')
    const allowLoopback = options.allowLoopback
    const project =
      projectId !== undefined
        ? projects.get(projectId)
        : origin && PROJECT_BY_ORIGIN.has(`${c.req.method} ${c.req.path}`)
          ? // Only a project that lists its pages: an empty list allows every origin, so it
            // cannot be told apart by one.
            [...projects.values()].find(
              (p) =>
                p.allowedOrigins.length > 0 &&
                isPageOriginAllowed(origin, p.allowedOrigins, { allowLoopback }),
            )
          : undefined
    if (!project) throw new GatewayError('UNAUTHORIZED_INVALID_KEY')
    if (
      options.checkOrigin &&
      origin &&
      !isPageOriginAllowed(origin, project.allowedOrigins, { allowLoopback })
    ) {
      throw new GatewayError('UNAUTHORIZED_ORIGIN')
    }
    c.set('project', project)
    return next()
  }
}
