import type { Hono } from 'hono'
import { createDeviceApprovalRoutes } from '../auth/createDeviceApprovalRoutes'
import { createEmailUpdateRoutes } from '../auth/createEmailUpdateRoutes'
import { createKeyReleaseGuard } from '../auth/createKeyReleaseGuard'
import { createKeyReleaseRoutes } from '../auth/createKeyReleaseRoutes'
import { createLoginRoutes } from '../auth/createLoginRoutes'
import { createPasskeyLoginRoutes } from '../auth/createPasskeyLoginRoutes'
import { createSessionRoutes } from '../auth/createSessionRoutes'
import { createBundlerRoutes } from '../bundler/createBundlerRoutes'
import { createFarcasterRoutes } from '../farcaster/createFarcasterRoutes'
import type { AppEnv } from '../http/AppEnv'
import { gatewayVisitorHeaders } from '../http/gatewayVisitorHeaders'
import { createCustodyOf } from '../keys/createCustodyOf'
import { createDeviceRoutes } from '../keys/createDeviceRoutes'
import { createKeyRoutes } from '../keys/createKeyRoutes'
import { createPasskeyRoutes } from '../keys/createPasskeyRoutes'
import { createRecoveryRoutes } from '../keys/createRecoveryRoutes'
import { createPageRoutes } from '../page/createPageRoutes'
import { createRpcRoutes } from '../rpc/createRpcRoutes'
import { createSolanaRpcRoutes } from '../rpc/createSolanaRpcRoutes'
import { createSmartSessionRoutes } from '../smartSessions/createSmartSessionRoutes'
import { createSocialClients } from '../social/createSocialClients'
import { createSocialRoutes } from '../social/createSocialRoutes'
import type { FrameContext } from './createFrameContext'

/**
 * The frame page and the sign-in routes: email, device approval, key release, sessions,
 * passkeys, email change, social logins and Sign In With Farcaster.
 * @example
 * mountLoginRoutes(app, context)
 */
export function mountLoginRoutes(app: Hono<AppEnv>, context: FrameContext): void {
  const { authDeps, config, deps } = context
  const { origins } = authDeps
  app.route('/', createPageRoutes({ config, origins, assets: deps.assets }))
  app.route('/', createLoginRoutes(authDeps))
  app.route('/', createDeviceApprovalRoutes(authDeps))
  app.route('/', createKeyReleaseRoutes(authDeps))
  app.route('/', createSessionRoutes(authDeps))
  app.route('/', createPasskeyLoginRoutes(authDeps))
  app.route('/', createEmailUpdateRoutes(authDeps))
  app.route(
    '/',
    createSocialRoutes({ ...authDeps, origins, clients: createSocialClients(config.social) }),
  )
  app.route('/', createFarcasterRoutes({ ...authDeps, registry: config.farcaster.registry }))
}

/**
 * The key routes: the shares (held back by the key-release guard), recovery, passkey
 * protection and the account's devices.
 * @example
 * mountKeyRoutes(app, context)
 */
export function mountKeyRoutes(app: Hono<AppEnv>, context: FrameContext): void {
  const { db, sessions, clock, frameUrl, frameMetrics, config } = context
  const custodyOf = createCustodyOf(config)
  app.route(
    '/',
    createKeyRoutes({
      db,
      sessions,
      kms: context.deps.kms,
      clock,
      publicUrl: frameUrl,
      frameMetrics,
      custodyOf,
      assertKeyReleasable: createKeyReleaseGuard(context.authDeps),
    }),
  )
  app.route('/', createRecoveryRoutes({ db, sessions, clock, publicUrl: frameUrl, custodyOf }))
  app.route('/', createPasskeyRoutes({ db, sessions, clock, publicUrl: frameUrl, custodyOf }))
  app.route('/', createDeviceRoutes({ db, sessions, clock }))
}

/**
 * The chain routes of a signed-in frame: EVM and Solana JSON-RPC, the bundler and smart
 * sessions through the gateway (which is told whose call each one is).
 * @example
 * mountChainRoutes(app, context)
 */
export function mountChainRoutes(app: Hono<AppEnv>, context: FrameContext): void {
  const { config, sessions, clock, frameMetrics } = context
  app.route('/', createRpcRoutes({ chains: config.chains, sessions, frameMetrics }))
  app.route('/', createSolanaRpcRoutes({ chains: config.solanaChains, sessions, frameMetrics }))
  // The gateway sees this server's address for every visitor: tell it whose call each one is.
  const visitorHeaders = gatewayVisitorHeaders(config.gatewayProxySecret, context.clientIp)
  const gatewayUrl = config.gatewayUrl
  app.route(
    '/',
    createBundlerRoutes({
      gatewayUrl,
      chains: config.chains,
      sessions,
      clock,
      visitorHeaders,
      frameMetrics,
    }),
  )
  app.route('/', createSmartSessionRoutes({ gatewayUrl, sessions, visitorHeaders }))
}
