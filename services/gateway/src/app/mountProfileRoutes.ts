import type { Hono } from 'hono'
import type { AppEnv } from '../http/AppEnv'
import { toMetadataFetcherOptions } from '../nfts/toMetadataFetcherOptions'
import { createProfileRoutes } from '../profile/createProfileRoutes'
import type { GatewayContext } from './GatewayContext'

/**
 * Mounts the account names (`/v1/profile/*`): registration, look-up and reverse look-up.
 * @example
 * mountProfileRoutes(app, context)
 */
export function mountProfileRoutes(app: Hono<AppEnv>, context: GatewayContext): void {
  const { names } = context.config
  app.route(
    '/',
    createProfileRoutes({
      db: context.db,
      clock: context.clock,
      suffix: names.suffix,
      messageMaxAgeMs: names.messageMaxAgeMs,
      maxNamesPerAddress: names.maxNamesPerAddress,
      ens: names.ens,
      offchainLookups: names.offchainLookups,
      chainIds: context.config.chains.map((chain) => chain.chainId),
      avatars: names.avatars,
      imageFetch: toMetadataFetcherOptions(context.config.nftMetadata),
      nftMetadata: context.nftMetadata,
      clientOf: (caip2) => context.chainClients.get(caip2),
      publicUrl: context.config.publicUrl,
    }),
  )
}
