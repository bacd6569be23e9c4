import { porticoUserOperationTypedData } from '@portico/common'
import { getAddress } from 'viem'
import { getUserOperationHash } from 'viem/account-abstraction'
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
 * Sends `calls` from the smart account of `owner` as one user operation (deploying the
 * account with it when needed) and waits for it to be bundled.
 * @example const { transactionHash } = await sendCalls(state, eoa, 8453, [{ to, value: 1n }])
 */
export async function sendCalls(
  state: SmartAccountState,
  owner: string,
  chainId: number,
  calls: readonly SmartCall[],
) {
  const { keys, entryPoint } = state
  const bundler = bundlerOf(state, chainId)
  const stub = await simpleAccount(
    state,
    toAccount({
      address: getAddress(owner),
      signMessage: refuse,
      signTransaction: refuse,
      signTypedData: refuse,
    }),
    chainId,
  )
  const { account: _unused, ...prepared } = await bundler.prepareUserOperation({
    account: stub,
    calls: calls.map((call) => ({
      to: call.to,
      ...(call.value !== undefined && { value: call.value }),
      ...(call.data !== undefined && { data: call.data }),
    })),
  })
  // The owner signs the typed PorticoUserOperation, never the bare hash: the account accepts
  // nothing else, so no message signature can stand in for it.
  const hash = getUserOperationHash({
    userOperation: { ...prepared, sender: stub.address, signature: '0x' },
    entryPointAddress: entryPoint.address,
    entryPointVersion: '0.7',
    chainId,
  } as Parameters<typeof getUserOperationHash>[0])
  const signature = await keys.withAccount(owner, (key) =>
    key.signTypedData(porticoUserOperationTypedData(stub.address, chainId, hash)),
  )
  const userOpHash = await bundler.sendUserOperation({
    ...prepared,
    signature,
    entryPointAddress: entryPoint.address,
  } as unknown as Parameters<typeof bundler.sendUserOperation>[0])
  const receipt = await bundler.waitForUserOperationReceipt({
    hash: userOpHash,
    timeout: 120_000,
  })
  return {
    userOpHash,
    transactionHash: receipt.receipt.transactionHash,
    success: receipt.success,
  }
}
