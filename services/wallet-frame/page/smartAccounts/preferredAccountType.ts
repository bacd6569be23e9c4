import type { AccountType } from './AccountType'
import type { SmartAccountState } from './SmartAccountState'

/**
 * The account type the visitor uses where it exists: their own choice on this device (kept in
 * the frame's storage), else the project's default (`defaultAccountType` of the page's config).
 * @example const type = preferredAccountType(state) // 'smartAccount'
 */
export function preferredAccountType(
  state: Pick<SmartAccountState, 'storage' | 'config'>,
): AccountType {
  return state.storage.preferredAccountType() ?? state.config.defaultAccountType
}
