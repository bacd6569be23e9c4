import { getAddress } from 'viem'
import { toAccount } from 'viem/accounts'
import { FrameRequestError } from '../FrameRequestError'
import { bundlerOf } from './bundlerOf'
import type { SmartAccountState } from './SmartAccountState'
import type { SmartCall } from './SmartCall'
import { simpleAccount } from './simpleAccount'

/**
 * Room added to the bundler's estimate of the calls' gas: a fifth, and 45,000 besides. The node
 * estimates in the latest block's second; a call mined in a later second can cost more (a Uniswap
 * pair that traded in the estimated block writes its two price accumulators once time has
 * passed: 10,000 gas, 44,000 on their first write), and a user operation whose call runs short
 * reverts inside its bundle, the network fee paid and the swap not made. The EntryPoint charges
 * a tenth of the unused room beyond 40,000: a few thousand gas.
 */
export const callGasHeadroom = (estimate: bigint): bigint => estimate / 5n + 45_000n

// Before the key is rebuilt: the account's address and stub signature need no key.
const refuse = async (): Promise<never> => {
  throw new FrameRequestError('The key is not loaded')
}

/**
 * The unsigned user operation that sends `calls` from the smart account of `owner` (with the
 * account's deployment when it is not on chain yet), its gas estimated by the bundler (the calls'
 * with {@link callGasHeadroom}) and priced at the bundler's own gas price; prepared without the
 * key.
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
  const { account: _unused, ...estimated } = await bundler.prepareUserOperation({
    account,
    calls: calls.map((call) => ({
      to: call.to,
      ...(call.value !== undefined && { value: call.value }),
      ...(call.data !== undefined && { data: call.data }),
    })),
  })
  const userOperation = {
    ...estimated,
    callGasLimit: estimated.callGasLimit + callGasHeadroom(estimated.callGasLimit),
  }
  return { bundler, account, userOperation }
}
