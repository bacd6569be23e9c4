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

/**
 * Checks the project id (query, or JSON body for POSTs that carry it there) against the
 * configured projects, and the Origin header against that project's allowlist (loopback pages
 * pass too when `allowLoopback`, the gateway's development setting). With no projects
 * configured every request passes as an anonymous one.
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
    const project = projectId === undefined ? undefined : projects.get(projectId)
    if (!project) throw new GatewayError('UNAUTHORIZED_INVALID_KEY')
    const origin = c.req.header('Origin')
    const allowLoopback = options.allowLoopback
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
