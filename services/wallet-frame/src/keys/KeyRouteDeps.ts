import type { Clock } from '@portico/server'
import type { KeyReleaseGuard } from '../auth/createKeyReleaseGuard'
import type { Sessions } from '../auth/createSessions'
import type { WalletFrameDb } from '../db/Database'
import type { Kms } from '../kms/Kms'
import type { WalletFrameMetrics } from '../metrics/createWalletFrameMetrics'

/**
 * What the key routes (`/keys/v1/*`) share.
 * @example createKeyRoutes({ db, sessions, kms, clock, publicUrl, custody, assertKeyReleasable } satisfies KeyRouteDeps)
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
   * Config `custody`: in `self` no share the KMS could open is stored or released; `operator`
   * keeps every account's recovery with the KMS.
   */
  custody: 'self' | 'operator'
  /** Refuses a device the account's shares are held back from (after an email change). */
  assertKeyReleasable: KeyReleaseGuard
}
