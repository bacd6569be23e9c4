import type { ProjectConfig } from '../config/gatewayConfigSchema'

/**
 * Hono environment of the gateway: what middleware leaves for the routes.
 * @example
 * const app = new Hono<AppEnv>()
 */
export type AppEnv = {
  Variables: {
    /** The project the request authenticated as; null when no projects are configured. */
    project: ProjectConfig | null
    /** The parsed JSON body, once read. */
    body: unknown
  }
}
