import type { Address } from 'viem'
import { RPC_NOT_ALLOWED } from '../../src/shared/frameMessages'
import type { FrameContext } from '../FrameContext'
import { FrameRequestError } from '../FrameRequestError'
import { smartAccountOf, walletContractsOf } from './walletContractsOf'

/** A call as the page asked it: its target and calldata (none or `0x` for a plain transfer). */
type Call = { to?: string | null | undefined; data?: string | undefined }

const isPlainTransfer = (call: Call) => call.data === undefined || call.data === '0x'

/**
 * Refuses ('Requested RPC call is not allowed', RPC_NOT_ALLOWED), before the visitor is asked,
 * a transaction or batch with any call to the visitor's own wallet contracts (see
 * {@link walletContractsOf}): approved as a plain call, `enableSession` on the validator would
 * hand the page a standing session key. Session keys go through `wallet_grantPermissions` only.
 * One call stays allowed: a plain transfer (no calldata) to the smart account or the EOA itself,
 * which only funds it (the EOA topping up its own smart account runs no code of the account's
 * but `receive`).
 * @example await refuseWalletContractCalls(ctx, validatorOf, own.eoa, chainId, [{ to: tx.to, data: tx.data }])
 */
export async function refuseWalletContractCalls(
  ctx: Pick<FrameContext, 'config' | 'smartAccounts' | 'log'>,
  validatorOf: (chainId: number) => Promise<Address>,
  eoa: string,
  chainId: number,
  calls: readonly Call[],
): Promise<void> {
  const own = await walletContractsOf(ctx, validatorOf, eoa, chainId)
  const reached = calls.filter(
    (call): call is Call & { to: string } =>
      typeof call.to === 'string' && own.has(call.to.toLowerCase()),
  )
  if (reached.length === 0) return
  const smart = reached.every(isPlainTransfer)
    ? (await smartAccountOf(ctx, eoa, chainId))?.toLowerCase()
    : undefined
  const funded = new Set([smart, eoa.toLowerCase()])
  const refused = reached.find(
    (call) => !isPlainTransfer(call) || !funded.has(call.to.toLowerCase()),
  )
  if (refused === undefined) return
  ctx.log('refused a call to the wallet’s own contract', refused.to)
  throw new FrameRequestError(RPC_NOT_ALLOWED, 'RPC_NOT_ALLOWED')
}
