import type { Clock } from '@portico/server'
import type { KeyReleaseGuard } from '../auth/createKeyReleaseGuard'
import type { Sessions } from '../auth/createSessions'
import type { WalletFrameDb } from '../db/Database'
import type { Kms } from '../kms/Kms'
import type { WalletFrameMetrics } from '../metrics/createWalletFrameMetrics'
import type { CustodyOf } from './createCustodyOf'

/**
 * What the key routes (`/keys/v1/*`) share.
 * @example createKeyRoutes({ db, sessions, kms, clock, publicUrl, custodyOf, assertKeyReleasable } satisfies KeyRouteDeps)
 */
export type KeyRouteDeps = {
  db: WalletFrameDb
  sessions: Sessions
  kms: Kms
  clock: Clock
  /** Counts wrong recovery passwords and locks. */
  frameMetrics?: WalletFrameMetrics | undefined
  /** The frame's origin, the WebAuthn origin and RP ID of passkey assertions. */
  publicUrl: () => string
  /**
   * The request's custody (config `custody`, or `projectCustody` for the page's project): in
   * `self` no share the KMS could open is stored or released; `operator` keeps recovery with the
   * KMS for accounts made under it.
   */
  custodyOf: CustodyOf
  /** Refuses a device the account's shares are held back from (after an email change). */
  assertKeyReleasable: KeyReleaseGuard
}
