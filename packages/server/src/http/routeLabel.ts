import type { Context } from 'hono'
import { matchedRoutes, routePath } from 'hono/route'

/**
 * The route pattern that answered a request (`/v1/account/:address/balance`), for logs and
 * metric labels: never the raw path, whose addresses and ids would leak and make every request
 * a series of its own. A request no route answered is `unmatched`. Call it after `next()`.
 * @example
 * await next(); routeLabel(c) // '/v1/account/:address/balance'
 */
export function routeLabel(c: Context): string {
  const handled = matchedRoutes(c).some((route) => route.method !== 'ALL')
  if (!handled && c.res.status === 404) return 'unmatched'
  return routePath(c)
}
