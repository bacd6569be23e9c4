import type { Hono } from 'hono'
import type { AppEnv } from '../http/AppEnv'
import { createSessionRoutes } from '../sessions/createSessionRoutes'
import type { GatewayContext } from './GatewayContext'

/**
 * Mounts the smart sessions (`/v1/sessions/*`): grants and revocations the account signed.
 * @example
 * mountSessionRoutes(app, context)
 */
export function mountSessionRoutes(app: Hono<AppEnv>, context: GatewayContext): void {
  const { db, clock, chainClients } = context
  app.route('/', createSessionRoutes({ db, clock, clientOf: (caip2) => chainClients.get(caip2) }))
}
