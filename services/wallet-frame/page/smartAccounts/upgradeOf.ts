import { getAddress, type SignedAuthorization } from 'viem'
import { clientOf } from './clientOf'
import { isDelegated } from './isDelegated'
import type { SmartAccountState } from './SmartAccountState'

// viem's stand-in signature of an authorization being estimated (the bundler does not check it).
const STUB = {
  r: '0xfffffffffffffffffffffffffffffff000000000000000000000000000000000',
  s: '0x7aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
  yParity: 1,
} as const

/**
 * Whether the EOA's next user operation must carry an authorization (it is not delegated to the
 * configured implementation: no code, or another contract's delegation), and if so the
 * authorization it is estimated with: the configured implementation, the operation's chain, the
 * EOA's nonce as the chain has it now, a stand-in signature. Undefined when it is delegated.
 * @example const upgrade = await upgradeOf(state, eoa, 31337) // { authorization } or undefined
 */
export async function upgradeOf(
  state: SmartAccountState,
  eoa: string,
  chainId: number,
): Promise<{ authorization: SignedAuthorization } | undefined> {
  if (await isDelegated(state, eoa, chainId)) return undefined
  const nonce = await clientOf(state, chainId).getTransactionCount({ address: getAddress(eoa) })
  return {
    authorization: { address: state.eip7702.implementation, chainId, nonce, ...STUB },
  }
}
