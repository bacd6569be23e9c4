import { isConnected } from '../client/isConnected'
import type { PorticoInternals } from '../client/PorticoInternals'
import { getOpenView } from '../rules/getOpenView'
import type { OpenOptions } from '../types/Portico'

/**
 * Open the modal (spec §2, §4): `loading` while initialisation finishes, then open on `view`
 * or the view the open rule picks. Emits MODAL_OPEN when it was closed.
 * @example
 * await openModal(internals, { namespace: 'solana' })
 */
export async function openModal(
  internals: PorticoInternals,
  options: OpenOptions = {},
  // Steps of initialisation itself (the sign-in check after a restore) must not wait for it.
  { waitForInit = true }: { waitForInit?: boolean } = {},
): Promise<void> {
  const { stores, adapters } = internals
  const modal = stores.modal.getState()
  const wasOpen = modal.open
  if (!wasOpen) modal.setLoading(true)
  // Once started, the rest runs in the caller's task: a click's handler then gives the UI the
  // loading flag and the open modal in one update, which it draws once, not twice.
  if (waitForInit && !internals.isReady()) await internals.whenReady()
  if (options.namespace) {
    stores.modal.getState().setNamespace(options.namespace)
    if (adapters.has(options.namespace))
      stores.chain.getState().setActiveNamespace(options.namespace)
  }
  const connected = isConnected(internals)
  const view =
    options.view ??
    getOpenView({
      connected,
      // A WalletConnect-only adapter (type 'universal') has no wallets of its own: the spec's
      // "no adapters" case, which opens on the QR or the wallet list.
      hasAdapters: [...adapters.values()].some((adapter) => adapter.adapterType !== 'universal'),
      isMobile: internals.options.isMobile(),
    })
  stores.router.getState().reset(view)
  stores.modal.setState({ open: true, loading: false })
  if (!wasOpen) {
    stores.events.getState().emit({ event: 'MODAL_OPEN', properties: { connected } })
  }
}
