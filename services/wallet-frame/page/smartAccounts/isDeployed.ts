import type { Address } from 'viem'
import { clientOf } from './clientOf'
import type { SmartAccountState } from './SmartAccountState'

/**
 * Whether the account has code on the chain.
 * @example const deployed = await isDeployed(state, smart, 8453)
 */
export async function isDeployed(state: SmartAccountState, address: Address, chainId: number) {
  const code = await clientOf(state, chainId).getCode({ address })
  return code !== undefined && code !== '0x'
}
