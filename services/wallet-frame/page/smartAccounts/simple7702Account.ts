import type { LocalAccount, PrivateKeyAccount } from 'viem'
import { entryPoint08Abi, toSimple7702SmartAccount } from 'viem/account-abstraction'
import { clientOf } from './clientOf'
import type { SmartAccountState } from './SmartAccountState'

/**
 * The visitor's own address as a Simple7702Account on the chain: the configured EntryPoint v0.8
 * and implementation, never viem's defaults or anything a page names. Whether its operation
 * carries an authorization is decided by `prepareCalls` (viem would take any code at the address,
 * another implementation's delegation too, for its own).
 * @example const account = await simple7702Account(state, owner, 31337)
 */
export function simple7702Account(state: SmartAccountState, owner: LocalAccount, chainId: number) {
  const { entryPoint, implementation } = state.eip7702
  return toSimple7702SmartAccount({
    client: clientOf(state, chainId),
    // Only its address is read: the frame signs the operation and the authorization itself.
    owner: owner as PrivateKeyAccount,
    entryPoint: { abi: entryPoint08Abi, ...entryPoint },
    implementation,
  })
}
