import { type CaipNetworkId, isPageOriginAllowed } from '@portico/common'
import { createKyselySiwxStore, createSiwxRoutes, type SiwxDatabase } from '@portico/siwx-server'
import type { Hono } from 'hono'
import type { AppEnv } from '../http/AppEnv'
import type { GatewayContext } from './GatewayContext'

/**
 * Mounts SIWX sign-in (`/v1/siwx/*`: nonce, sessions, revoke; @portico/siwx-server) over the
 * gateway's database, for the chains this gateway serves.
 * @example
 * mountSiwxRoutes(app, context)
 */
export function mountSiwxRoutes(app: Hono<AppEnv>, context: GatewayContext): void {
  const { config, projects, chainClients } = context
  app.route(
    '/',
    createSiwxRoutes({
      store: createKyselySiwxStore(context.db.withTables<SiwxDatabase>()),
      // A sign-in's `scheme://domain` must be an allowed origin of its project, listed there:
      // the loopback development setting never reaches sign-in.
      isOriginAllowed: ({ projectId, origin }) => {
        if (projects.size === 0) return true
        const project = projects.get(projectId)
        return (
          project !== undefined &&
          isPageOriginAllowed(origin, project.allowedOrigins, { allowLoopback: false })
        )
      },
      publicClient: (chainId) => chainClients.get(chainId),
      // Sign-in messages must name a chain this gateway serves.
      chains: context.chains.map((chain) => chain.caip2 as CaipNetworkId),
      sessionTtlMs: config.siwx.sessionTtlMs,
      nonceTtlMs: config.siwx.nonceTtlMs,
      now: context.clock.now,
    }),
  )
}
