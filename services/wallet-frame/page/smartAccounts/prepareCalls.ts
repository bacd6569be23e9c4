import { getAddress } from 'viem'
import { toAccount } from 'viem/accounts'
import { FrameRequestError } from '../FrameRequestError'
import { bundlerOf } from './bundlerOf'
import type { SmartAccountState } from './SmartAccountState'
import type { SmartCall } from './SmartCall'
import { simpleAccount } from './simpleAccount'

// Before the key is rebuilt: the account's address and stub signature need no key.
const refuse = async (): Promise<never> => {
  throw new FrameRequestError('The key is not loaded')
}

/**
 * The unsigned user operation that sends `calls` from the smart account of `owner` (with the
 * account's deployment when it is not on chain yet), its gas estimated by the bundler and priced
 * at the bundler's own gas price; prepared without the key.
 * @example const { bundler, account, userOperation } = await prepareCalls(state, eoa, 8453, [{ to, value: 1n }])
 */
export async function prepareCalls(
  state: SmartAccountState,
  owner: string,
  chainId: number,
  calls: readonly SmartCall[],
) {
  const bundler = bundlerOf(state, chainId)
  const account = await simpleAccount(
    state,
    toAccount({
      address: getAddress(owner),
      signMessage: refuse,
      signTransaction: refuse,
      signTypedData: refuse,
    }),
    chainId,
  )
  const { account: _unused, ...userOperation } = await bundler.prepareUserOperation({
    account,
    calls: calls.map((call) => ({
      to: call.to,
      ...(call.value !== undefined && { value: call.value }),
      ...(call.data !== undefined && { data: call.data }),
    })),
  })
  return { bundler, account, userOperation }
}
