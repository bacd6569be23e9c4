import type { Hono } from 'hono'
import type { AppEnv } from '../http/AppEnv'
import { createNftRoutes } from '../nfts/createNftRoutes'
import type { GatewayContext } from './GatewayContext'

/**
 * Mounts the NFT listing of an account (`/v1/account/:address/nfts`).
 * @example
 * mountNftRoutes(app, context)
 */
export function mountNftRoutes(app: Hono<AppEnv>, context: GatewayContext): void {
  app.route(
    '/',
    createNftRoutes({
      db: context.db,
      chains: context.chains,
      pageSize: context.config.historyPageSize,
      publicUrl: context.config.publicUrl,
      metadata: context.nftMetadata,
    }),
  )
}
