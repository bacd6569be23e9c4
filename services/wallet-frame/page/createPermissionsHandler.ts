import type { FrameContext } from './FrameContext'
import { createValidatorLookup } from './smartSessions/createValidatorLookup'
import { grantPermissions } from './smartSessions/grantPermissions'
import { revokePermissions } from './smartSessions/revokePermissions'
import type { PermissionsDeps } from './smartSessions/SmartSessionEnv'

/**
 * ERC-7715 smart sessions for the embedded wallet's smart account: a session key the app holds
 * may then make the listed calls to one contract (each a function with rules on its arguments),
 * within a spending limit, a gas budget and a per-operation gas cap, until an expiry — enforced on
 * chain by the PorticoSessionValidator every PorticoAccount has installed; anything else the key
 * signs is refused in validation. `wallet_grantPermissions` (see `grantPermissions`) only when
 * the app's `features.smartSessions` reached the frame; `wallet_revokePermissions` (see
 * `revokePermissions`) always. Only as the smart account (the EOA has no validator):
 * 'Action not allowed'. The validator of each chain is asked of the factory once per handler.
 * @example
 * const permissions = createPermissionsHandler(ctx, { active, approve, chainOf })
 * const { permissionsContext } = await permissions.wallet_grantPermissions([request])
 */
export function createPermissionsHandler(ctx: FrameContext, deps: PermissionsDeps) {
  const env = { ctx, deps, validatorOf: createValidatorLookup(ctx) }
  return {
    wallet_grantPermissions: (params: unknown[]) => grantPermissions(env, params),
    wallet_revokePermissions: (params: unknown[]) => revokePermissions(env, params),
  }
}
