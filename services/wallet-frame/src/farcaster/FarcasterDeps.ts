import type { AuthDeps } from '../auth/AuthDeps'
import type { IdRegistry } from './readCustody'

/**
 * What the Farcaster routes share: the auth routes' dependencies and the ID registry (none when
 * Farcaster login is off).
 * @example createFarcasterRoutes({ ...authDeps, registry } satisfies FarcasterDeps)
 */
export type FarcasterDeps = AuthDeps & { registry: IdRegistry | undefined }
