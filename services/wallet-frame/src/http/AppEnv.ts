import type { SessionClaims } from '../auth/SessionClaims'

/**
 * Hono environment of the service: what middleware leaves for the routes.
 * @example const app = new Hono<AppEnv>()
 */
export type AppEnv = {
  Variables: {
    /** The verified access token of the request (routes behind `requireSession`). */
    session: SessionClaims
  }
}
