import type { PrivateKeyAccount, SignedAuthorization } from 'viem'
import { FrameRequestError } from '../FrameRequestError'
import type { SmartAccountState } from './SmartAccountState'

/**
 * The EIP-7702 authorization that delegates the visitor's EOA to the configured implementation
 * on `chainId`, signed by `key` (the visitor's, inside `keys.withAccount`): for that
 * implementation only (from the frame's config, never from a request), for the operation's own
 * chain (never 0, which every chain accepts), at `nonce` (the EOA's, as the chain has it now).
 * The only place the frame signs one; no page-facing method reaches it but a user operation the
 * visitor approved.
 * @example const authorization = await keys.withAccount(eoa, (key) => signAuthorization(state, key, 31337, nonce))
 */
export async function signAuthorization(
  state: Pick<SmartAccountState, 'eip7702'>,
  key: PrivateKeyAccount,
  chainId: number,
  nonce: number,
): Promise<SignedAuthorization> {
  if (!Number.isSafeInteger(chainId) || chainId <= 0)
    throw new FrameRequestError('Chain is not supported')
  return key.signAuthorization({ address: state.eip7702.implementation, chainId, nonce })
}
