import { clientOf } from './clientOf'
import { isEnabled } from './isEnabled'
import type { SmartAccountState } from './SmartAccountState'

/**
 * Whether the visitor's own address can be a smart account on the chain (EIP-7702): a
 * smart-account network of the gateway where the configured EntryPoint v0.8 and implementation
 * have code. Asked of the chain once (again after a failure); false when it cannot say.
 * @example if (await supportsEip7702(state, 31337)) accounts.push({ type: 'eip7702', address: eoa })
 */
export async function supportsEip7702(state: SmartAccountState, chainId: number) {
  if (!(await isEnabled(state, chainId))) return false
  const { eip7702Chains, eip7702 } = state
  let known = eip7702Chains.get(chainId)
  if (!known) {
    const client = clientOf(state, chainId)
    known = Promise.all(
      [eip7702.entryPoint.address, eip7702.implementation].map((address) =>
        client.getCode({ address }),
      ),
    ).then((codes) => codes.every((code) => code !== undefined && code !== '0x'))
    eip7702Chains.set(chainId, known)
  }
  return known.catch(() => {
    eip7702Chains.delete(chainId)
    return false
  })
}
