import type { PorticoInternals } from '../client/PorticoInternals'
import { shouldShowUnsupportedChain } from '../rules/shouldShowUnsupportedChain'
import { closeModal } from './closeModal'
import { openModal } from './openModal'

/**
 * React to a wallet being on a network (un)listed by the app: open UnsupportedChain when the
 * rule says so (spec §4); once back on a listed network, close that view.
 * @example
 * await showUnsupportedChain(internals, false)
 */
export async function showUnsupportedChain(
  internals: PorticoInternals,
  supported: boolean,
): Promise<void> {
  const { options, stores } = internals
  if (supported) {
    const onIt = stores.router.getState().history.some((v) => v.view === 'UnsupportedChain')
    if (onIt && stores.modal.getState().open) closeModal(internals, { force: true })
    return
  }
  const show = shouldShowUnsupportedChain({
    supported,
    enableNetworkSwitch: options.enableNetworkSwitch,
    allowUnsupportedChain: options.allowUnsupportedChain,
  })
  if (show) await openModal(internals, { view: { view: 'UnsupportedChain' } })
}
