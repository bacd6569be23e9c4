import { FrameRequestError } from '../FrameRequestError'
import type { OperationAccountType } from './AccountType'
import { askPaymaster } from './askPaymaster'
import { payInToken } from './payInToken'
import { prepareCalls } from './prepareCalls'
import type { SmartAccountState } from './SmartAccountState'
import type { SmartCall } from './SmartCall'
import { SponsorshipRefusedError } from './SponsorshipRefusedError'
import { signOperation } from './signOperation'
import type { TokenFee } from './tokenFeeCalls'

/**
 * How `sendCalls` pays, as the visitor approved: `sponsored` by the site, in a token (`paidIn`:
 * the token, the paymaster the gateway named and the exact amount shown), else in ether; from
 * which account (`type`), and whether the approval said it upgrades it (`upgrade`).
 * @example const options: SendCallsOptions = { sponsored: false, paidIn: { token, paymaster, amount: 421_875n } }
 */
export type SendCallsOptions = {
  sponsored: boolean
  type?: OperationAccountType
  upgrade?: boolean
  paidIn?: Pick<TokenFee, 'token' | 'paymaster' | 'amount'>
}

/**
 * Sends `calls` from the smart account of `owner` as one user operation (deploying the
 * account with it when needed) and waits for it to be bundled. Called once the visitor approved,
 * with who pays as the approval said: with `sponsored`, the operation is prepared with the
 * gateway's paymaster stub, then its signed data is asked for (`pm_getPaymasterData`, which
 * reserves the site's budget) and merged unchanged before the account signs the whole
 * operation; a refusal at either step is a {@link SponsorshipRefusedError} and nothing is sent.
 * Without it the visitor pays and no paymaster is asked. With `type: 'eip7702'` the operation is
 * sent from `owner`'s own address, with the authorization that delegates it to the configured
 * implementation while it is not (`signOperation`); `upgrade` is whether the visitor was shown
 * that: an operation that needs one they were not shown is not signed. With `paidIn`, the fee
 * the visitor approved paying in a token, the operation is the smart account's paid through the
 * gateway's token paymaster, approving it exactly that amount (`payInToken`); should it now need
 * more, or the paymaster refuse, that is a {@link TokenFeeRefusedError} and nothing is sent.
 * @example const { transactionHash } = await sendCalls(state, eoa, 8453, [{ to, value: 1n }], { sponsored: false })
 */
export async function sendCalls(
  state: SmartAccountState,
  owner: string,
  chainId: number,
  calls: readonly SmartCall[],
  options: SendCallsOptions,
) {
  if (options.paidIn) {
    // The token paymaster serves the smart account's EntryPoint v0.7 only.
    if (options.type === 'eip7702')
      throw new FrameRequestError('This account cannot pay the network fee in a token')
    const paid = await payInToken(state, owner, chainId, calls, options.paidIn)
    return submit(state, owner, chainId, { ...paid, type: 'smartAccount' })
  }
  const {
    bundler,
    account: stub,
    userOperation: estimated,
    sponsorship,
    type,
    upgrade,
  } = await prepareCalls(state, owner, chainId, calls, options)
  if (upgrade && !options.upgrade)
    throw new FrameRequestError('The account changed on chain since you approved: try again')
  const paymasterFields = async () => {
    if (!('sponsor' in sponsorship))
      throw new SponsorshipRefusedError(
        sponsorship.refusal ?? 'This site does not pay network fees',
      )
    const signed = await askPaymaster(state, chainId, 'pm_getPaymasterData', estimated, type)
    if ('refusal' in signed) throw new SponsorshipRefusedError(signed.refusal)
    if ('unavailable' in signed) throw new SponsorshipRefusedError(signed.unavailable)
    // The paymaster the stub named is the one the visitor was shown paying.
    if (signed.fields.paymaster !== estimated.paymaster)
      throw new FrameRequestError('The paymaster answered for another paymaster')
    return signed.fields
  }
  const prepared = options.sponsored ? { ...estimated, ...(await paymasterFields()) } : estimated
  return submit(state, owner, chainId, {
    bundler,
    account: stub,
    userOperation: prepared,
    type,
    ...(upgrade && { upgrade }),
  })
}

// Signs the prepared operation with the visitor's key, sends it and waits for its bundle.
async function submit(
  state: SmartAccountState,
  owner: string,
  chainId: number,
  prepared: Pick<Awaited<ReturnType<typeof prepareCalls>>, 'bundler' | 'account' | 'type'> & {
    userOperation: object
    upgrade?: { nonce: number }
  },
) {
  const { bundler, type, upgrade } = prepared
  const signed = await signOperation(state, owner, chainId, {
    type,
    sender: prepared.account.address,
    userOperation: prepared.userOperation,
    ...(upgrade && { upgrade }),
  })
  const userOpHash = await bundler.sendUserOperation({
    ...prepared.userOperation,
    ...signed,
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
