import { type Address, getAddress } from 'viem'
import { clientOf } from './clientOf'
import { factoryAbi } from './factoryAbi'
import type { SmartAccountState } from './SmartAccountState'

/**
 * The counterfactual address of the smart account of `owner` (salt 0), asked of the factory once.
 * @example const smart = await smartAddressOf(state, eoa, 8453)
 */
export async function smartAddressOf(
  state: SmartAccountState,
  owner: string,
  chainId: number,
): Promise<Address> {
  const { factoryAddress, addresses } = state
  const key = `${factoryAddress}/${owner.toLowerCase()}`
  const known = addresses.get(key)
  if (known) return known
  const address = await clientOf(state, chainId).readContract({
    address: factoryAddress,
    abi: factoryAbi,
    functionName: 'getAddress',
    args: [getAddress(owner), 0n],
  })
  addresses.set(key, address)
  return address
}
