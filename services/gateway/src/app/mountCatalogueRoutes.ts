import type { Hono } from 'hono'
import { createCatalogueRoutes } from '../catalogue/createCatalogueRoutes'
import { toWalletRecords } from '../catalogue/toWalletRecords'
import type { AppEnv } from '../http/AppEnv'
import type { GatewayContext } from './GatewayContext'

/**
 * Mounts the wallet catalogue (`/getWallets`, wallet and asset images). EVM wallets also list the
 * configured chains when the catalogue config says they support them.
 * @example
 * mountCatalogueRoutes(app, context)
 */
export function mountCatalogueRoutes(app: Hono<AppEnv>, context: GatewayContext): void {
  const extraEvmChains = context.config.catalogue.evmWalletsSupportConfiguredChains
    ? context.chains.map((chain) => chain.caip2)
    : []
  app.route('/', createCatalogueRoutes(toWalletRecords(context.catalogue, extraEvmChains)))
}
