import { getAddress } from 'viem'
import { clientOf } from './clientOf'
import { delegationCode } from './delegationCode'
import type { SmartAccountState } from './SmartAccountState'

/**
 * Whether the EOA is delegated, on the chain, to the configured implementation — to that one
 * only: no code, or a delegation to any other contract, is false (the frame re-delegates it).
 * @example if (!(await isDelegated(state, eoa, 31337))) … // the operation carries an authorization
 */
export async function isDelegated(state: SmartAccountState, eoa: string, chainId: number) {
  const code = await clientOf(state, chainId).getCode({ address: getAddress(eoa) })
  return code?.toLowerCase() === delegationCode(state.eip7702.implementation)
}
