import type { Address } from 'viem'
import { RPC_NOT_ALLOWED } from '../../src/shared/frameMessages'
import type { FrameContext } from '../FrameContext'
import { FrameRequestError } from '../FrameRequestError'
import { walletContractsOf } from './walletContractsOf'

/**
 * Refuses ('Requested RPC call is not allowed', RPC_NOT_ALLOWED), before the visitor is asked,
 * a transaction or batch with any call to the visitor's own wallet contracts (see
 * {@link walletContractsOf}): approved as a plain call, `enableSession` on the validator would
 * hand the page a standing session key. Session keys go through `wallet_grantPermissions` only.
 * @example await refuseWalletContractCalls(ctx, validatorOf, own.eoa, chainId, [tx.to])
 */
export async function refuseWalletContractCalls(
  ctx: Pick<FrameContext, 'config' | 'smartAccounts' | 'log'>,
  validatorOf: (chainId: number) => Promise<Address>,
  eoa: string,
  chainId: number,
  targets: readonly (string | null | undefined)[],
): Promise<void> {
  const own = await walletContractsOf(ctx, validatorOf, eoa, chainId)
  const refused = targets.find((to) => typeof to === 'string' && own.has(to.toLowerCase()))
  if (refused === undefined) return
  ctx.log('refused a call to the wallet’s own contract', refused)
  throw new FrameRequestError(RPC_NOT_ALLOWED, 'RPC_NOT_ALLOWED')
}
