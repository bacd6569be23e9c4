import type { Hono } from 'hono'
import type { AppEnv } from '../http/AppEnv'
import { createProjectRoutes } from '../projects/createProjectRoutes'

/**
 * Mounts the project configuration routes (`/projects/v1/origins`, `/appkit/v1/*`,
 * `/getAnalyticsConfig`).
 * @example
 * mountProjectRoutes(app)
 */
export function mountProjectRoutes(app: Hono<AppEnv>): void {
  app.route('/', createProjectRoutes())
}
