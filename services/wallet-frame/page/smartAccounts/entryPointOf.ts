import type { OperationAccountType } from './AccountType'
import type { SmartAccountState } from './SmartAccountState'

/**
 * The EntryPoint an account type's user operations go to: v0.7 for the smart account, v0.8 for
 * the delegated EOA.
 * @example const { address, version } = entryPointOf(state, 'eip7702')
 */
export const entryPointOf = (state: SmartAccountState, type: OperationAccountType) =>
  type === 'eip7702' ? state.eip7702.entryPoint : state.entryPoint
