import type { Clock } from '@portico/server'
import type { Context } from 'hono'
import type { WalletFrameConfig } from '../config/walletFrameConfigSchema'
import type { WalletFrameDb } from '../db/Database'
import type { FrameLimiter } from '../http/createFrameLimiter'
import type { Mailer } from '../mail/createMailer'
import type { WalletFrameMetrics } from '../metrics/createWalletFrameMetrics'
import type { OriginsSource } from '../origins/createOriginsSource'
import type { Hasher } from './createHasher'
import type { Otps } from './createOtps'
import type { Sessions } from './createSessions'

/**
 * What the auth routes share.
 * @example createLoginRoutes(deps satisfies AuthDeps)
 */
export type AuthDeps = {
  config: WalletFrameConfig
  db: WalletFrameDb
  clock: Clock
  hasher: Hasher
  mailer: Mailer
  otps: Otps
  sessions: Sessions
  /** The service's login, code and device-approval counters. */
  frameMetrics: WalletFrameMetrics
  /** The key per-client limits count a request under (an IPv6 client by its /64). */
  clientIp: (c: Context) => string
  /**
   * Base of links in mails, without a trailing slash: `publicUrl`, else the address listened on
   * (never the request's Host).
   */
  publicUrl: (c: Context) => string
  /** The projects' allowed origins: a site named in mails must be one of them. */
  origins: OriginsSource
  limits: {
    sendPerIp: FrameLimiter
    sendPerEmail: FrameLimiter
    verifyPerIp: FrameLimiter
    verifyPerEmail: FrameLimiter
    socialPerIp: FrameLimiter
    passkeyPerIp: FrameLimiter
    farcasterPerIp: FrameLimiter
  }
}
