import type { ApprovalDescription, DescribeContext } from '../ApprovalDescription'
import type { FrameContext } from '../FrameContext'
import { formatNativeAmount } from '../formatNativeAmount'
import { formatTokenAmount } from '../formatTokenAmount'
import { roundAmount } from '../roundAmount'
import type { NetworkFee } from '../smartAccounts/estimateCalls'

/**
 * The approval of a smart account's calls with their network fee as a row: "paid by <sponsor>"
 * when the site's paymaster pays, else what the user operation will be charged, its deployment
 * included on the account's first one, six significant digits rounded up, and the site's
 * one-line reason as a warning when it refused to pay, and 'Insufficient balance' as another when
 * the account cannot pay it; paid in a token, the exact amount the token paymaster takes (no ≈,
 * as other token amounts are shown) with its USD value when known. When the fee is unknown the
 * row is left out (the log says why): the visitor can still decide.
 * @example
 * const shown = withNetworkFee(ctx, description, chain, await smartAccounts.estimateCalls(eoa, chainId, calls))
 */
export function withNetworkFee(
  ctx: Pick<FrameContext, 'log'>,
  description: ApprovalDescription,
  chain: DescribeContext['chain'],
  estimate: NetworkFee | undefined,
): ApprovalDescription {
  if (!estimate) return description
  if ('paidBy' in estimate)
    return {
      ...description,
      rows: [...description.rows, { label: 'Network fee', value: `paid by ${estimate.paidBy}` }],
    }
  const warnings = [...(description.warnings ?? []), estimate.refusal ?? []].flat()
  const shown = { ...description, ...(warnings.length > 0 && { warnings }) }
  if ('paidIn' in estimate) {
    const { token, symbol, decimals, amount } = estimate.paidIn
    const usd = estimate.usd === undefined ? '' : ` (${formatUsd(estimate.usd)})`
    const value = `${formatTokenAmount(amount, { address: token, symbol, decimals })}${usd}`
    return { ...shown, rows: [...shown.rows, { label: 'Network fee', value }] }
  }
  if ('failure' in estimate) {
    ctx.log('network fee estimate failed', estimate.failure)
    return shown
  }
  const fee = roundAmount(estimate.fee, chain.nativeCurrency.decimals, 'up')
  return {
    ...shown,
    rows: [...shown.rows, { label: 'Network fee', value: `≈ ${formatNativeAmount(fee, chain)}` }],
    ...(estimate.insufficientFunds && {
      warnings: [...(shown.warnings ?? []), 'Insufficient balance'],
    }),
  }
}

// A fee's worth in dollars, cents shown; under a cent said so rather than as $0.00.
const formatUsd = (usd: number) =>
  usd > 0 && usd < 0.01
    ? '< $0.01'
    : new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(usd)
