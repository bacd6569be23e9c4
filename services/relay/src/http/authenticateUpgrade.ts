import { verifyRelayJwt } from '../auth/verifyRelayJwt'
import type { RelayConfig } from '../config/RelayConfig'
import type { RelayUpgradeErrorKey } from '../rpc/relayErrorCodes'
import { RelayUpgradeError } from './RelayUpgradeError'

/**
 * Outcome of checking a WebSocket upgrade request's query.
 * @example
 * if (!verdict.ok) rejectUpgrade(socket, verdict.key)
 */
export type UpgradeVerdict =
  | { ok: true; clientId: string; projectId: string | undefined; userAgent: string | undefined }
  | { ok: false; key: RelayUpgradeErrorKey }

/**
 * Check the upgrade query: `auth` must be a valid relay JWT addressed to one of
 * `audienceHosts` (401 otherwise); `projectId` must be a configured project when any are
 * configured (403 otherwise); `ua` is informational.
 * @example
 * const verdict = authenticateUpgrade(request.url, config, audienceHosts, clock.now())
 */
export function authenticateUpgrade(
  requestUrl: string | undefined,
  config: RelayConfig,
  audienceHosts: readonly string[],
  nowMs: number,
): UpgradeVerdict {
  const query = new URL(requestUrl ?? '/', 'http://relay.invalid').searchParams
  const auth = query.get('auth')
  if (!auth) return { ok: false, key: 'MISSING_AUTH' }
  let clientId: string
  try {
    clientId = verifyRelayJwt(auth, {
      nowSeconds: Math.floor(nowMs / 1000),
      leewaySeconds: config.jwtLeewaySeconds,
      maxLifetimeSeconds: config.maxJwtLifetimeSeconds,
      audienceHosts,
    }).clientId
  } catch (error) {
    return { ok: false, key: error instanceof RelayUpgradeError ? error.key : 'MALFORMED_JWT' }
  }
  const projectId = query.get('projectId') ?? undefined
  if (config.projectIds.length > 0 && (!projectId || !config.projectIds.includes(projectId))) {
    return { ok: false, key: 'UNKNOWN_PROJECT' }
  }
  return { ok: true, clientId, projectId, userAgent: query.get('ua') ?? undefined }
}
