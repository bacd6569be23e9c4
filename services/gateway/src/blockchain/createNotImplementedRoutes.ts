import { Hono } from 'hono'
import { GatewayError } from '../errors/GatewayError'
import type { AppEnv } from '../http/AppEnv'

const PENDING: ReadonlyArray<[path: string, feature: string]> = [['/v1', 'the JSON-RPC helper']]

/**
 * Endpoints of spec §7 whose features have not landed: a clear 501 NOT_IMPLEMENTED answer
 * instead of a 404.
 * @example
 * app.route('/', createNotImplementedRoutes())
 */
export function createNotImplementedRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  for (const [path, feature] of PENDING) {
    app.on(['GET', 'POST'], path, () => {
      throw new GatewayError('NOT_IMPLEMENTED', {
        message: `Not implemented: ${feature} is not available on this gateway yet`,
      })
    })
  }
  return app
}
