import type { Address, Hex } from 'viem'
import type { FrameContext } from '../FrameContext'
import { FrameRequestError } from '../FrameRequestError'
import type { ActiveAccount } from './SmartSessionEnv'

/**
 * Sends one call from the smart account as a user operation and waits for it; a reverted
 * operation is an error.
 * @example await sendValidatorCall(ctx, own, chainId, validator, data)
 */
export async function sendValidatorCall(
  ctx: Pick<FrameContext, 'smartAccounts'>,
  own: ActiveAccount,
  chainId: number,
  to: Address,
  data: Hex,
): Promise<void> {
  // The wallet's own contract is never in a site's sponsorship policy: the visitor pays.
  const sent = await ctx.smartAccounts.sendCalls(own.eoa, chainId, [{ to, data }], {
    sponsored: false,
  })
  if (!sent.success) throw new FrameRequestError('The user operation failed on chain')
}
