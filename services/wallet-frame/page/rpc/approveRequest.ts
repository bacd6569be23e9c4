import { USER_REJECTED_MESSAGE } from '../../src/shared/frameMessages'
import type { ApprovalDescription } from '../describeRequest'
import type { FrameContext } from '../FrameContext'
import { FrameRequestError } from '../FrameRequestError'

// The page's wallet reads USER_REJECTED as the visitor's refusal (4001), which is what a request
// withdrawn by a chain switch amounts to: nothing was signed and nothing is waiting.
const CHAIN_CHANGED = 'The network changed before the request was approved'

/**
 * Shows the request in the frame's approval view; Decline is 'User rejected the request.'
 * (USER_REJECTED). Once `signal` aborts (the frame's chain changed since the request was read)
 * the view is withdrawn and the request ends with USER_REJECTED too, saying why.
 * @example await approveRequest(ctx, { title: 'Sign message', rows: [] }, scope.signal)
 */
export async function approveRequest(
  ctx: Pick<FrameContext, 'approvals' | 'dapp' | 'parentOrigin'>,
  description: ApprovalDescription,
  signal: AbortSignal,
) {
  const dapp = ctx.dapp() ?? { name: ctx.parentOrigin, url: ctx.parentOrigin, icon: undefined }
  if (await ctx.approvals.ask(description, dapp, signal)) return
  if (signal.aborted) throw new FrameRequestError(CHAIN_CHANGED, 'USER_REJECTED')
  throw new FrameRequestError(USER_REJECTED_MESSAGE, 'USER_REJECTED')
}
