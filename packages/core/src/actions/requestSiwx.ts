import { SiwxInitializationError } from '@portico/common'
import type { PorticoInternals } from '../client/PorticoInternals'
import { isSignInView } from '../rules/isSignInView'
import { disconnect } from './disconnect'
import { openModal } from './openModal'

/**
 * After a connection or a switch of network (spec §4 SIWX): with `siwx` set and no session for
 * the active account on the active listed network (sessions are per chain), open
 * SIWXSignMessage. Resolves true when the sign-in view was opened.
 * When the sessions cannot be read: SIWX_AUTH_ERROR, error toast, disconnect, back to Connect.
 * @example
 * if (!(await requestSiwx(internals))) closeModal(internals)
 */
export async function requestSiwx(internals: PorticoInternals): Promise<boolean> {
  const { options, stores } = internals
  const siwx = options.siwx
  if (!siwx) return false
  const ns = stores.chain.getState().activeNamespace
  const account = ns ? stores.account.getState().accounts[ns] : undefined
  const network = stores.chain.getState().activeCaipNetwork
  const listed = options.networks.some((n) => n.caipNetworkId === network?.caipNetworkId)
  if (!account?.address || !network || !listed) return false
  try {
    const [session] = await siwx.getSessions(network.caipNetworkId, account.address)
    if (session) {
      stores.siwx.getState().setSession(session)
      stores.siwx.getState().setStatus('success')
      return false
    }
  } catch (cause) {
    const error = new SiwxInitializationError({ cause })
    stores.events.getState().emit({
      event: 'SIWX_AUTH_ERROR',
      properties: { network: network.caipNetworkId, message: error.shortMessage },
    })
    stores.toast.getState().showError(error)
    await disconnect(internals).catch(() => undefined)
    stores.router.getState().reset({ view: 'Connect' })
    return false
  }
  stores.siwx.getState().setSession(undefined)
  stores.siwx.getState().setStatus('idle')
  // A kit-made switch is also reported by the wallet: the view opens once.
  const shown = stores.modal.getState().open && isSignInView(stores.router.getState().view.view)
  if (shown) return true
  // Called from init() too: waiting there for init to finish would never end.
  await openModal(internals, { view: { view: 'SIWXSignMessage' } }, { waitForInit: false })
  return true
}
