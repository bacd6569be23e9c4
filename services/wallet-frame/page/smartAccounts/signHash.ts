import { porticoMessageTypedData } from '@portico/common'
import { encodeFunctionData, getAddress, type Hex } from 'viem'
import { serializeErc6492Signature } from 'viem/utils'
import { factoryAbi } from './factoryAbi'
import { isDeployed } from './isDeployed'
import type { SmartAccountState } from './SmartAccountState'
import { smartAddressOf } from './smartAddressOf'

/**
 * An ERC-1271 signature of `hash` by the smart account of `owner` (the owner's EIP-712
 * signature of `PorticoMessage(hash)` under the account's domain, which its isValidSignature
 * checks: valid for this account on this chain only), wrapped in ERC-6492 with the factory
 * call that deploys it while it is counterfactual.
 * @example const signature = await signHash(state, eoa, 8453, hashMessage('hello'))
 */
export async function signHash(
  state: SmartAccountState,
  owner: string,
  chainId: number,
  hash: Hex,
): Promise<Hex> {
  const { keys, factoryAddress } = state
  const eoa = getAddress(owner)
  const smart = await smartAddressOf(state, eoa, chainId)
  const deployed = await isDeployed(state, smart, chainId)
  const signature = await keys.withAccount(eoa, (key) =>
    key.signTypedData(porticoMessageTypedData(smart, chainId, hash)),
  )
  if (deployed) return signature
  return serializeErc6492Signature({
    address: factoryAddress,
    data: encodeFunctionData({
      abi: factoryAbi,
      functionName: 'createAccount',
      args: [eoa, 0n],
    }),
    signature,
  })
}
