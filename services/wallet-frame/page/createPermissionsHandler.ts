import type { RequestScope } from './rpc/RequestScope'
import { grantPermissions } from './smartSessions/grantPermissions'
import { revokePermissions } from './smartSessions/revokePermissions'
import type { PermissionsDeps, SmartSessionFrame } from './smartSessions/SmartSessionEnv'

/**
 * ERC-7715 smart sessions for the embedded wallet's smart account: a session key the app holds
 * may then make the listed calls to one contract (each a function with rules on its arguments),
 * within a spending limit, a gas budget and a per-operation gas cap, until an expiry — enforced on
 * chain by the PorticoSessionValidator every PorticoAccount has installed; anything else the key
 * signs is refused in validation. `wallet_grantPermissions` (see `grantPermissions`) only when
 * the app's `features.smartSessions` reached the frame; `wallet_revokePermissions` (see
 * `revokePermissions`) always. Only as the smart account (the EOA has no validator):
 * 'Action not allowed'. Each request stays on the chain it arrived on (`scope`).
 * @example
 * const permissions = createPermissionsHandler(ctx, { active, approve, chainOf, validatorOf })
 * const { permissionsContext } = await permissions.wallet_grantPermissions([request], scope)
 */
export function createPermissionsHandler(ctx: SmartSessionFrame, deps: PermissionsDeps) {
  const env = { ctx, deps }
  return {
    wallet_grantPermissions: (params: unknown[], scope: RequestScope) =>
      grantPermissions(env, params, scope),
    wallet_revokePermissions: (params: unknown[], scope: RequestScope) =>
      revokePermissions(env, params, scope),
  }
}
