import type { Context } from 'hono'
import type { Clock } from '../config/Clock'
import type { WalletFrameConfig } from '../config/walletFrameConfigSchema'
import type { WalletFrameDb } from '../db/Database'
import type { RateLimiter } from '../http/RateLimiter'
import type { Mailer } from '../mail/createMailer'
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
  /** The key per-client limits count a request under (an IPv6 client by its /64). */
  clientIp: (c: Context) => string
  /**
   * Base of links in mails, without a trailing slash: `publicUrl`, else the address listened on
   * (never the request's Host).
   */
  publicUrl: (c: Context) => string
  limits: {
    sendPerIp: RateLimiter
    sendPerEmail: RateLimiter
    verifyPerIp: RateLimiter
    verifyPerEmail: RateLimiter
    socialPerIp: RateLimiter
    passkeyPerIp: RateLimiter
    farcasterPerIp: RateLimiter
  }
}
