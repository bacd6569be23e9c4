import type { Context, Hono } from 'hono'
import type { AppEnv } from '../http/AppEnv'
import { createProjectGuard } from '../http/createProjectGuard'
import type { GatewayContext } from './GatewayContext'

// Paths whose callers must name a configured project (when projects exist) from an allowed origin.
const GUARDED = ['/v1', '/v1/*', '/getWallets', '/getAnalyticsConfig', '/appkit/*', '/e', '/batch']

/**
 * The gateway's rate limits and project guards, in the order they must run: the limits that
 * unauthenticated callers spend first, then the project and origin checks, then the limits
 * kept per client and project.
 * @example
 * useGatewayAccessRules(app, context)
 */
export function useGatewayAccessRules(app: Hono<AppEnv>, context: GatewayContext): void {
  const { config, projects, limit, clientKey } = context
  // Before the project guard: unauthenticated floods spend the same tokens.
  app.use('/v1/siwx/*', limit('siwx', config.siwx.rateLimit))
  // Session grants and revocations cost a signature check (an eth_call for smart accounts):
  // sign-in's budget, in its own bucket.
  app.use('/v1/sessions/*', limit('sessions', config.siwx.rateLimit))
  // Hono's `/v1/bundler/*` matches `/v1/bundler` itself too: one token per call.
  app.use('/v1/bundler/*', limit('bundler', config.bundler.rateLimit))
  // Quotes and checkout URLs: each prices from the pools; one bucket for both.
  const onrampLimit = limit('onramp', config.onramp.rateLimit)
  app.post('/v1/onramp/quote', onrampLimit)
  app.post('/v1/generators/onrampurl', onrampLimit)
  const allowLoopback = config.allowLoopbackOrigins
  const guard = createProjectGuard(projects, { checkOrigin: true, allowLoopback })
  for (const path of GUARDED) app.use(path, guard)
  // After the guard, so only known projects get buckets: per client and project. Registrations
  // (each may cost an eth_call) also draw from a smaller bucket of their own.
  const profileKey = (c: Context<AppEnv>) => `${clientKey(c)}|${c.get('project')?.projectId ?? ''}`
  app.use('/v1/profile/*', limit('profile', config.names.rateLimit, profileKey))
  app.post(
    '/v1/profile/account',
    limit('profileRegistration', config.names.registrationRateLimit, profileKey),
  )
  // Pay: every call per client and project (a page polls its payment once a second); new
  // payments and exchange sessions, which write a row and call a chain or an exchange, from a
  // smaller bucket too.
  app.use('/v1/pay/*', limit('pay', config.pay.rateLimit, profileKey))
  const payCreateLimit = limit('payCreate', config.pay.createRateLimit, profileKey)
  app.post('/v1/pay/payments', payCreateLimit)
  app.post('/v1/pay/payments/:id/exchange', payCreateLimit)
  app.use('/projects/*', createProjectGuard(projects, { checkOrigin: false, allowLoopback }))
  // Each listed NFT may cost a metadata read from a server a stranger chose.
  app.use('/v1/account/:address/nfts', limit('nfts', config.nftMetadata.rateLimit))
  // Each ENS avatar not cached yet may cost chain reads and an image read from a stranger's host.
  app.use('/public/name-avatar/*', limit('nameAvatar', config.names.rateLimit))
}
