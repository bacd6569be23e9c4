import { verifyRelayJwt } from '../auth/verifyRelayJwt'
import type { RelayConfig } from '../config/RelayConfig'

/**
 * Outcome of checking a WebSocket upgrade request's query.
 * @example
 * if (!verdict.ok) rejectUpgrade(socket, verdict.status, verdict.reason)
 */
export type UpgradeVerdict =
  | { ok: true; clientId: string; projectId: string | undefined; userAgent: string | undefined }
  | { ok: false; status: 401 | 403; reason: string }

/**
 * Check the upgrade query: `auth` must be a valid relay JWT (401 otherwise); `projectId` must be
 * a configured project when any are configured (403 otherwise); `ua` is informational.
 * @example
 * const verdict = authenticateUpgrade(request.url, config, clock.now())
 */
export function authenticateUpgrade(
  requestUrl: string | undefined,
  config: RelayConfig,
  nowMs: number,
): UpgradeVerdict {
  const query = new URL(requestUrl ?? '/', 'http://relay.invalid').searchParams
  const auth = query.get('auth')
  if (!auth) return { ok: false, status: 401, reason: 'Missing auth' }
  let clientId: string
  try {
    clientId = verifyRelayJwt(auth, {
      nowSeconds: Math.floor(nowMs / 1000),
      leewaySeconds: config.jwtLeewaySeconds,
      audienceHosts: config.audienceHosts,
    }).clientId
  } catch (error) {
    return {
      ok: false,
      status: 401,
      reason: error instanceof Error ? error.message : 'Invalid auth',
    }
  }
  const projectId = query.get('projectId') ?? undefined
  if (config.projectIds.length > 0 && (!projectId || !config.projectIds.includes(projectId))) {
    return { ok: false, status: 403, reason: 'Unknown projectId' }
  }
  return { ok: true, clientId, projectId, userAgent: query.get('ua') ?? undefined }
}
