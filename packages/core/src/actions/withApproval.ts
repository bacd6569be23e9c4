import { RequestAbortedError } from '@portico/common'
import type { PorticoInternals } from '../client/PorticoInternals'
import { finishTransaction } from './finishTransaction'
import { openApproval } from './openApproval'

/**
 * Run an unsafe wallet request (spec §4, §6): it is aborted with RequestAbortedError when the
 * modal closes with no pending transaction. With `approve` (the embedded wallet, whose frame
 * asks the visitor) ApproveTransaction opens first (openApproval: over the modal's view that
 * asked, or alone in a modal the page's request opened) and the flow finishes when the request
 * settles (back to that view, or closed); `approve` says whether the visitor approves a
 * transaction or a signature, which the view's title names. `controller` is the request's
 * registration when the caller made it earlier (a request that was aborted meanwhile never
 * reaches the wallet).
 * @example
 * const signature = await withApproval(internals, 'signature', () => adapter.signMessage(params))
 */
export async function withApproval<T>(
  internals: PorticoInternals,
  approve: false | 'transaction' | 'signature',
  run: (signal: AbortSignal) => Promise<T>,
  controller = new AbortController(),
): Promise<T> {
  if (controller.signal.aborted) throw new RequestAbortedError()
  internals.pendingRequests.add(controller)
  const aborted = new Promise<never>((_, reject) => {
    controller.signal.addEventListener('abort', () => reject(new RequestAbortedError()), {
      once: true,
    })
  })
  if (approve) await openApproval(internals, approve)
  try {
    const result = await Promise.race([run(controller.signal), aborted])
    if (approve) finishTransaction(internals, 'success')
    return result
  } catch (cause) {
    if (approve && !controller.signal.aborted) finishTransaction(internals, 'error')
    throw cause
  } finally {
    internals.pendingRequests.delete(controller)
  }
}
