import type { PorticoInternals } from '../client/PorticoInternals'
import type { TransactionOutcome } from '../types/RouterView'
import { closeModal } from './closeModal'
import { goBack } from './goBack'

/**
 * A transaction flow ended (spec §2): with no pending flow the modal closes; otherwise the
 * newest flow is popped and its callback runs, and on error or cancel the router goes back.
 * @example
 * finishTransaction(internals, 'success')
 */
export function finishTransaction(internals: PorticoInternals, outcome: TransactionOutcome): void {
  const entry = internals.stores.router.getState().popTransactionStack()
  if (!entry) {
    closeModal(internals, { force: true })
    return
  }
  if (outcome === 'success') {
    entry.onSuccess?.()
    return
  }
  if (outcome === 'error') entry.onError?.()
  else entry.onCancel?.()
  goBack(internals)
}
