import {
  type ChainNamespace,
  NoActiveCaipAddressError,
  NoActiveCaipNetworkOrClientError,
  NoConnectionControllerClientError,
  SignatureDeclinedError,
  SiwxNotEnabledError,
  SmartAccountsNotSupportedError,
  UserRejectedRequestError,
} from '@portico/common'
import type { PorticoInternals } from '../client/PorticoInternals'
import { isSignInView } from '../rules/isSignInView'
import { toPorticoError } from '../utils/toPorticoError'
import { closeModal } from './closeModal'

/**
 * Sign in the active account (the SIWXSignMessage button, spec §4): build the message, have
 * the wallet sign it, store the session, SIWX_AUTH_SUCCESS, close the modal. On failure the
 * view stays (reopened if needed) with an error toast, SIWX_AUTH_ERROR, and the error rethrown
 * ('Signature declined' when the user refused; 'This application might not support Smart
 * Accounts' when a smart account signed and the app's SIWX refused the session — ERC-1271/6492
 * signatures need a verifier that asks the chain).
 * @example
 * await authenticate(internals)
 */
export async function authenticate(internals: PorticoInternals): Promise<void> {
  const { options, stores, adapters } = internals
  const siwx = options.siwx
  if (!siwx) throw new SiwxNotEnabledError()
  const ns = stores.chain.getState().activeNamespace
  const address = ns ? stores.account.getState().accounts[ns]?.address : undefined
  if (!ns || !address) throw new NoActiveCaipAddressError()
  const network = stores.chain.getState().activeCaipNetwork
  if (!network) throw new NoActiveCaipNetworkOrClientError()
  // The namespace's adapter is the connection client that asks the wallet to sign.
  const adapter = adapters.get(ns)
  if (!adapter) throw new NoConnectionControllerClientError()

  stores.siwx.getState().setStatus('signing')
  let signed = false
  try {
    const message = await siwx.createMessage({
      accountAddress: address,
      chainId: network.caipNetworkId,
    })
    const connectorId = stores.connectors.getState().activeConnectorIds[ns]
    const signature = await adapter.signMessage({
      message: message.message,
      address,
      ...(connectorId && { connectorId }),
    })
    signed = true
    const session = { ...message, signature }
    await siwx.addSession(session)
    stores.siwx.getState().setSession(session)
    stores.siwx.getState().setStatus('success')
  } catch (cause) {
    const mapped = toPorticoError(cause)
    const error =
      mapped instanceof UserRejectedRequestError
        ? new SignatureDeclinedError({ cause: mapped })
        : signed && isSmartAccount(internals, ns, address)
          ? new SmartAccountsNotSupportedError({ cause: mapped })
          : mapped
    stores.siwx.getState().setStatus('error', error)
    stores.events.getState().emit({
      event: 'SIWX_AUTH_ERROR',
      properties: { network: network.caipNetworkId, message: error.shortMessage },
    })
    stores.toast.getState().showError(error)
    if (!isSignInView(stores.router.getState().view.view)) {
      stores.router.getState().push({ view: 'SIWXSignMessage' })
    }
    stores.modal.setState({ open: true, loading: false })
    throw error
  }
  stores.events.getState().emit({
    event: 'SIWX_AUTH_SUCCESS',
    properties: { network: network.caipNetworkId },
  })
  closeModal(internals, { force: true })
}

function isSmartAccount(
  internals: PorticoInternals,
  namespace: ChainNamespace,
  address: string,
): boolean {
  const account = internals.stores.account.getState().accounts[namespace]
  return (account?.allAccounts ?? []).some(
    (a) => a.type === 'smartAccount' && a.address.toLowerCase() === address.toLowerCase(),
  )
}
