import type { ApprovalDescription, DescribeContext } from '../ApprovalDescription'
import type { FrameContext } from '../FrameContext'
import { formatNativeAmount } from '../formatNativeAmount'
import { roundAmount } from '../roundAmount'
import type { SmartCall } from '../smartAccounts/SmartCall'

/**
 * The approval of a smart account's calls with their network fee as a row: what the user
 * operation will be charged, its deployment included on the account's first one
 * (`smartAccounts.estimateCalls`), six significant digits rounded up. When it cannot be
 * estimated the row is left out (the log says why): the visitor can still decide.
 * @example
 * const shown = await withNetworkFee(ctx, description, chain, { eoa, chainId, calls })
 */
export async function withNetworkFee(
  ctx: Pick<FrameContext, 'smartAccounts' | 'log'>,
  description: ApprovalDescription,
  chain: DescribeContext['chain'],
  operation: { eoa: string; chainId: number; calls: readonly SmartCall[] },
): Promise<ApprovalDescription> {
  const { eoa, chainId, calls } = operation
  const estimate = await ctx.smartAccounts.estimateCalls(eoa, chainId, calls).catch((error) => {
    ctx.log('network fee estimate failed', error)
    return undefined
  })
  if (!estimate) return description
  const fee = roundAmount(estimate.fee, chain.nativeCurrency.decimals, 'up')
  return {
    ...description,
    rows: [
      ...description.rows,
      { label: 'Network fee', value: `≈ ${formatNativeAmount(fee, chain)}` },
    ],
  }
}
