import type { ClientIp, Clock, Health, Logger, Metrics } from '@portico/server'
import type { ServiceSecrets } from './config/loadServiceSecrets'
import type { WalletFrameConfig } from './config/walletFrameConfigSchema'
import type { WalletFrameDb } from './db/Database'
import type { RateLimiterSource } from './http/createFrameLimiter'
import type { Kms } from './kms/Kms'
import type { Mailer } from './mail/createMailer'
import type { OriginsSource } from './origins/createOriginsSource'
import type { FrameAssets } from './page/FrameAssets'

/**
 * Everything the wallet-frame app needs, injected so tests can pass their own.
 * @example
 * const deps: WalletFrameDeps = { config, db, clock: systemClock, secrets, kms, mailer, assets: () => assetsPromise }
 */
export type WalletFrameDeps = {
  config: WalletFrameConfig
  db: WalletFrameDb
  clock: Clock
  secrets: ServiceSecrets
  kms: Kms
  mailer: Mailer
  /** The bundled frame page (built once; awaited by the page routes). */
  assets: () => Promise<FrameAssets>
  /** Project origins; by default read from the gateway and cached. */
  origins?: OriginsSource
  logger?: Logger
  /** The client-address rule; by default the socket, or behind `trustProxy` the proxy's hop. */
  clientIp?: ClientIp
  /**
   * Where rate-limit buckets live: shared by every node (Redis, the foundation's
   * `createRedisRateLimiter`) or, by default, in this process's memory.
   */
  limiters?: RateLimiterSource
  /** The service's metrics (served at `/metrics`); a registry of the app's own without it. */
  metrics?: Metrics
  /** The service's health (`/health/ready` checks the database unless given). */
  health?: Health
  /**
   * The address the service listens on, the base of links without `publicUrl` (loopback only,
   * see `assertPublicUrl`); defaults to `http://<host>:<port>` of the config.
   */
  listenUrl?: () => string
}
