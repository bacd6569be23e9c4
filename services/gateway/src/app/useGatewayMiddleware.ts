import { mountServiceRoutes } from '@portico/server'
import type { Hono } from 'hono'
import { createErrorHandler } from '../errors/errorHandler'
import { GatewayError } from '../errors/GatewayError'
import type { AppEnv } from '../http/AppEnv'
import { createCors } from '../http/createCors'
import { createGatewayBodyLimit } from '../http/createGatewayBodyLimit'
import type { GatewayContext } from './GatewayContext'
import { useGatewayAccessRules } from './useGatewayAccessRules'

/**
 * Sets up the gateway's middleware once, ahead of every route group: the error answers, the
 * foundation's request log, metrics and health routes, CORS, body limits, then the rate
 * limits and project guards.
 * @example
 * const app = new Hono<AppEnv>()
 * useGatewayMiddleware(app, createGatewayContext(deps))
 */
export function useGatewayMiddleware(app: Hono<AppEnv>, context: GatewayContext): void {
  const { config, logger, metrics, health, clientIp } = context
  app.onError(createErrorHandler(logger))
  app.notFound(() => {
    throw new GatewayError('NOT_FOUND')
  })
  mountServiceRoutes(app, { logger, metrics, health, metricsToken: config.metricsToken, clientIp })
  app.use('*', createCors())
  // POST only: reading a GET's body would make the Node adapter build a full Request per call.
  app.on(
    'POST',
    '*',
    createGatewayBodyLimit({
      maxBytes: config.bodyLimitBytes,
      rpcMaxBytes: config.rpc.maxBodyBytes,
    }),
  )
  app.get('/health', (c) => c.json({ ok: true }))
  useGatewayAccessRules(app, context)
}
