import { porticoUserOperationTypedData } from '@portico/common'
import { getUserOperationHash } from 'viem/account-abstraction'
import { FrameRequestError } from '../FrameRequestError'
import { askPaymaster } from './askPaymaster'
import { prepareCalls } from './prepareCalls'
import type { SmartAccountState } from './SmartAccountState'
import type { SmartCall } from './SmartCall'
import { SponsorshipRefusedError } from './SponsorshipRefusedError'

/**
 * Sends `calls` from the smart account of `owner` as one user operation (deploying the
 * account with it when needed) and waits for it to be bundled. Called once the visitor approved,
 * with who pays as the approval said: with `sponsored`, the operation is prepared with the
 * gateway's paymaster stub, then its signed data is asked for (`pm_getPaymasterData`, which
 * reserves the site's budget) and merged unchanged before the account signs the whole
 * operation; a refusal at either step is a {@link SponsorshipRefusedError} and nothing is sent.
 * Without it the visitor pays and no paymaster is asked.
 * @example const { transactionHash } = await sendCalls(state, eoa, 8453, [{ to, value: 1n }], { sponsored: false })
 */
export async function sendCalls(
  state: SmartAccountState,
  owner: string,
  chainId: number,
  calls: readonly SmartCall[],
  options: { sponsored: boolean },
) {
  const { keys, entryPoint } = state
  const {
    bundler,
    account: stub,
    userOperation: estimated,
    sponsorship,
  } = await prepareCalls(state, owner, chainId, calls, options)
  const paymasterFields = async () => {
    if (!('sponsor' in sponsorship))
      throw new SponsorshipRefusedError(
        sponsorship.refusal ?? 'This site does not pay network fees',
      )
    const signed = await askPaymaster(state, chainId, 'pm_getPaymasterData', estimated)
    if ('refusal' in signed) throw new SponsorshipRefusedError(signed.refusal)
    if ('unavailable' in signed) throw new SponsorshipRefusedError(signed.unavailable)
    // The paymaster the stub named is the one the visitor was shown paying.
    if (signed.fields.paymaster !== estimated.paymaster)
      throw new FrameRequestError('The paymaster answered for another paymaster')
    return signed.fields
  }
  const prepared = options.sponsored ? { ...estimated, ...(await paymasterFields()) } : estimated
  // The owner signs the typed PorticoUserOperation, never the bare hash: the account accepts
  // nothing else, so no message signature can stand in for it. The hash covers the paymaster
  // fields too.
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
