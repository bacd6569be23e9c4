import type { ApprovalDescription, DescribeContext } from '../ApprovalDescription'
import { approvalNotes } from '../approvalNotes'
import type { FrameContext } from '../FrameContext'
import type { OperationAccountType } from '../smartAccounts/AccountType'
import type { SmartCall } from '../smartAccounts/SmartCall'
import { SponsorshipRefusedError } from '../smartAccounts/SponsorshipRefusedError'
import { TokenFeeRefusedError } from '../smartAccounts/TokenFeeRefusedError'
import { withNetworkFee } from './withNetworkFee'

// Approvals of one operation whose fee the site or the token paymaster refused after approval.
const MAX_ASKS = 3

/**
 * Shows a smart account's calls for approval with their network fee (paid by the site where its
 * paymaster sponsors them, else the visitor's, with the site's reason) and, once approved, sends
 * them as one user operation paid as the approval said. The paymaster's signature, which spends
 * the site's budget, is asked for only after approval; should the site refuse it then (its budget
 * ran out meanwhile), nothing is sent and the visitor is asked again with the fee they would pay
 * and the reason. A fee the visitor approved paying in a token (the frame's choice where the
 * account's ether cannot pay) is sent approving exactly the amount shown; should the operation
 * now need more, or the token paymaster refuse (the price moved, the balance fell), nothing is
 * sent and the visitor is asked again with the fresh fee and the reason; at most three
 * approvals in all. Declined: the approval's rejection, nothing asked of the paymaster. The
 * delegated EOA's (`type: 'eip7702'`) operation that delegates it (its first on the chain, or
 * the first after another delegation) says so in a plain line: "Upgrade your account to a smart
 * account on <network>"; without that line shown, no authorization is signed.
 * @example
 * const sent = await approveAndSendCalls(ctx, (d) => approveRequest(ctx, d, signal), description, chain, { eoa, chainId, calls })
 */
export async function approveAndSendCalls(
  ctx: Pick<FrameContext, 'smartAccounts' | 'log'>,
  approve: (description: ApprovalDescription) => Promise<void>,
  description: ApprovalDescription,
  chain: DescribeContext['chain'],
  operation: {
    eoa: string
    chainId: number
    calls: readonly SmartCall[]
    type?: OperationAccountType
  },
) {
  const { eoa, chainId, calls, type = 'smartAccount' } = operation
  const estimate = (sponsored: boolean) =>
    ctx.smartAccounts
      .estimateCalls(eoa, chainId, calls, { sponsored, type })
      .catch((error: unknown) => {
        ctx.log('network fee estimate failed', error)
        return undefined
      })
  const upgrade = type === 'eip7702' && !(await ctx.smartAccounts.isDelegated(eoa, chainId))
  const shown: ApprovalDescription = upgrade
    ? {
        ...description,
        notes: [...(description.notes ?? []), approvalNotes.upgradeAccount(chain.name)],
      }
    : description
  let fee = await estimate(true)
  // After the site refused to sign, it is not asked again for this operation.
  let siteAsked = true
  for (let asked = 1; ; asked++) {
    await approve(withNetworkFee(ctx, shown, chain, fee))
    const paidIn = fee !== undefined && 'paidIn' in fee ? fee.paidIn : undefined
    const sponsored = fee !== undefined && 'paidBy' in fee
    try {
      return await ctx.smartAccounts.sendCalls(eoa, chainId, calls, {
        sponsored,
        type,
        upgrade,
        ...(paidIn && { paidIn }),
      })
    } catch (error) {
      const refused =
        (sponsored && error instanceof SponsorshipRefusedError) ||
        (paidIn !== undefined && error instanceof TokenFeeRefusedError)
      if (!refused || asked >= MAX_ASKS) throw error
      if (sponsored) siteAsked = false
      const again = (await estimate(siteAsked)) ?? {
        refusal: error.shortMessage,
        failure: undefined,
      }
      fee = { ...again, refusal: error.shortMessage }
    }
  }
}
