import type { LocalAccount } from 'viem'
import type { OperationAccountType } from './AccountType'
import type { SmartAccountState } from './SmartAccountState'
import { simple7702Account } from './simple7702Account'
import { simpleAccount } from './simpleAccount'

/**
 * The viem smart account whose user operations carry the calls of an account type: the
 * counterfactual SimpleAccount of `owner`, or `owner`'s own address as a Simple7702Account.
 * @example const account = await operationAccountOf(state, owner, 31337, 'eip7702')
 */
export async function operationAccountOf(
  state: SmartAccountState,
  owner: LocalAccount,
  chainId: number,
  type: OperationAccountType,
) {
  return type === 'eip7702'
    ? simple7702Account(state, owner, chainId)
    : simpleAccount(state, owner, chainId)
}
