import { USER_REJECTED_MESSAGE } from '../../src/shared/frameMessages'
import type { ApprovalDescription } from '../describeRequest'
import type { FrameContext } from '../FrameContext'
import { FrameRequestError } from '../FrameRequestError'

/**
 * Shows the request in the frame's approval view; Decline is 'User rejected the request.'
 * (USER_REJECTED).
 * @example await approveRequest(ctx, { title: 'Sign message', rows: [] })
 */
export async function approveRequest(ctx: FrameContext, description: ApprovalDescription) {
  if (
    !(await ctx.approvals.ask(
      description,
      ctx.dapp() ?? { name: ctx.parentOrigin, url: ctx.parentOrigin, icon: undefined },
    ))
  )
    throw new FrameRequestError(USER_REJECTED_MESSAGE, 'USER_REJECTED')
}
