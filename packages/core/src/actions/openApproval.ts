import type { PorticoInternals } from '../client/PorticoInternals'
import { goBack } from './goBack'
import { openModal } from './openModal'

/**
 * Show ApproveTransaction while the embedded wallet's frame asks the visitor (spec §4, §6),
 * ready for `finishTransaction` when the request settles. A request of the page, made while the
 * modal is closed, opens the modal on the view alone, and the modal closes again afterwards. A
 * request of the modal's own views (a swap, the allowance before it, a name's signature) is
 * pushed over the view that made it, with a transaction flow that comes back to that view
 * whatever the outcome: the view shows what came of it and the next step, instead of the modal
 * closing half-way through.
 * @example
 * await openApproval(internals, 'transaction')
 */
export async function openApproval(
  internals: PorticoInternals,
  kind: 'transaction' | 'signature',
): Promise<void> {
  const { stores } = internals
  const view = { view: 'ApproveTransaction', kind } as const
  if (!stores.modal.getState().open) return openModal(internals, { view })
  const router = stores.router.getState()
  // An error or a decline already goes back one view (finishTransaction); success must too.
  router.pushTransactionStack({ onSuccess: () => goBack(internals) })
  router.push(view)
}
