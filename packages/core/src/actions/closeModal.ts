import { isConnected } from '../client/isConnected'
import type { PorticoInternals } from '../client/PorticoInternals'
import { canCloseModal } from '../rules/canCloseModal'

/**
 * Close the modal (spec §2, §4). Refused (the modal shakes) on ApproveTransaction,
 * EmbeddedWalletRecovery and EmbeddedWalletExport, or on the sign-in view while SIWX is required
 * without a session, unless `force`. With no transaction
 * pending, unsafe wallet requests in flight are aborted. Embedded mode resets to Account or
 * Connect. Emits MODAL_CLOSE. Returns whether the modal closed.
 * @example
 * closeModal(internals, { force: true })
 */
export function closeModal(
  internals: PorticoInternals,
  options: { force?: boolean } = {},
): boolean {
  const { stores } = internals
  const { open, loading } = stores.modal.getState()
  if (!open && !loading) return true
  const router = stores.router.getState()
  const siwx = internals.options.siwx
  const allowed = canCloseModal({
    view: router.view.view,
    force: options.force ?? false,
    siwxRequired: siwx?.getRequired?.() ?? false,
    hasSiwxSession: stores.siwx.getState().session !== undefined,
  })
  if (!allowed) {
    stores.modal.getState().triggerShake()
    return false
  }
  const connected = isConnected(internals)
  stores.modal.setState({ open: false, loading: false })
  if (router.transactionStack.length === 0) {
    for (const controller of internals.pendingRequests) controller.abort()
    internals.pendingRequests.clear()
  }
  if (internals.options.enableEmbedded) {
    router.reset(connected ? { view: 'Account' } : { view: 'Connect' })
  }
  if (open) stores.events.getState().emit({ event: 'MODAL_CLOSE', properties: { connected } })
  return true
}
