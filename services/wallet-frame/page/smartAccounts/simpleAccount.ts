import { toSimpleSmartAccount } from 'permissionless/accounts'
import type { LocalAccount } from 'viem'
import { clientOf } from './clientOf'
import type { SmartAccountState } from './SmartAccountState'
import { smartAddressOf } from './smartAddressOf'

/**
 * The SimpleAccount of `owner` on the chain, at its factory address.
 * @example const account = await simpleAccount(state, owner, 8453)
 */
export async function simpleAccount(
  state: SmartAccountState,
  owner: LocalAccount,
  chainId: number,
) {
  const { entryPoint, factoryAddress } = state
  return toSimpleSmartAccount({
    client: clientOf(state, chainId),
    owner,
    entryPoint,
    factoryAddress,
    address: await smartAddressOf(state, owner.address, chainId),
  })
}
