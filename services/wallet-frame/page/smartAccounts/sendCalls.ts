import { porticoUserOperationTypedData } from '@portico/common'
import { getUserOperationHash } from 'viem/account-abstraction'
import { prepareCalls } from './prepareCalls'
import type { SmartAccountState } from './SmartAccountState'
import type { SmartCall } from './SmartCall'

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
  const {
    bundler,
    account: stub,
    userOperation: prepared,
  } = await prepareCalls(state, owner, chainId, calls)
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
