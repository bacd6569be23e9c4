import { ACTION_NOT_ALLOWED } from '../../src/shared/frameMessages'
import { FrameRequestError } from '../FrameRequestError'
import type { ActiveAccount, PermissionsDeps } from './SmartSessionEnv'

/**
 * The active account on `chainId` when it is the smart account; smart sessions need its
 * validator, which an EOA does not have ('Action not allowed').
 * @example const own = await activeSmartAccount(deps, 31337)
 */
export async function activeSmartAccount(
  deps: Pick<PermissionsDeps, 'active'>,
  chainId: number,
): Promise<ActiveAccount> {
  const own = await deps.active(chainId)
  if (own.type !== 'smartAccount') throw new FrameRequestError(ACTION_NOT_ALLOWED)
  return own
}
