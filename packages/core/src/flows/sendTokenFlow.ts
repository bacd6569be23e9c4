import { finishTransaction } from '../actions/finishTransaction'
import { goBack } from '../actions/goBack'
import { prepareSendToken } from '../actions/prepareSendToken'
import { refreshBalance } from '../actions/refreshBalance'
import type { SendTokenClient, SendTokenParameters } from '../actions/SendTokenParameters'
import { sendToken } from '../actions/sendToken'
import { isEmbedded } from '../client/isEmbedded'
import type { PorticoInternals } from '../client/PorticoInternals'
import { getPostSendView } from '../rules/getPostSendView'
import { toPorticoError } from '../utils/toPorticoError'

/**
 * The modal's send (spec §2, §4, §5), `portico.sendToken()`: the send form's token, amount and
 * receiver go to the plain `sendToken` action, with what the visitor sees around it. The form
 * is checked before anything shows; then loading, SEND_INITIATED, and the embedded wallet's
 * approval in ApproveTransaction while the send runs. After it: the balance read again, the
 * form reset, SEND_SUCCESS, and the transaction flow finished — ERC-20 and Solana sends return
 * to Account, a native EVM send leaves the views as they are — and the view it ends on
 * (WalletSendPreview or Account) shows what was sent. On failure: loading off, error toast,
 * SEND_ERROR, the flow finishes as 'error' (back to the form, which keeps its values), and the
 * error is rethrown.
 * @example
 * portico.stores.send.getState().setTokenAmount('0.1')
 * const hash = await sendTokenFlow(internals)
 */
export async function sendTokenFlow(internals: PorticoInternals): Promise<string> {
  const { stores } = internals
  const form = stores.send.getState()
  const client: SendTokenClient = {
    stores,
    options: internals.options,
    getAdapter: (namespace) => internals.adapters.get(namespace),
  }
  const params: SendTokenParameters = {
    token: form.token,
    amount: form.sendTokenAmount ?? '',
    to: form.receiverAddress ?? '',
  }
  const { namespace, caipNetwork, connectorId, token, symbol } = prepareSendToken(client, params)
  const network = caipNetwork.caipNetworkId
  const after = getPostSendView({ namespace, isNativeToken: !token?.address })
  const router = stores.router.getState()
  // The embedded wallet asks the visitor in its frame, which only ApproveTransaction shows
  // (spec §4): it opens over the preview while the send runs, and a native EVM send, which
  // leaves the views as they are, comes back to the preview from it.
  const embedded = isEmbedded(internals, namespace, connectorId)
  router.pushTransactionStack(
    after
      ? // Back to Account as a fresh start: a Back arrow into the emptied form would lead nowhere.
        { onSuccess: () => stores.router.getState().reset(after) }
      : embedded
        ? { onSuccess: () => goBack(internals) }
        : {},
  )
  form.setLoading(true)
  if (embedded) router.push({ view: 'ApproveTransaction', kind: 'transaction' })
  stores.events.getState().emit({ event: 'SEND_INITIATED', properties: { network, token: symbol } })
  try {
    const hash = await sendToken(client, params)
    await refreshBalance(internals, namespace, { fresh: true }).catch((error: unknown) =>
      internals.options.logger.warn('Portico: balance refresh failed', error),
    )
    stores.send.getState().reset()
    stores.events
      .getState()
      .emit({ event: 'SEND_SUCCESS', properties: { network, token: symbol, hash } })
    finishTransaction(internals, 'success')
    // In the same turn as the reset, so the preview never shows the emptied form.
    const sent = { hash, amount: params.amount, symbol, to: params.to }
    const { view, replace } = stores.router.getState()
    if (view.view === 'WalletSendPreview') replace({ view: 'WalletSendPreview', sent })
    else if (view.view === 'Account') replace({ view: 'Account', sent })
    return hash
  } catch (cause) {
    const error = toPorticoError(cause)
    stores.send.getState().setLoading(false)
    stores.toast.getState().showError(error)
    stores.events
      .getState()
      .emit({ event: 'SEND_ERROR', properties: { network, message: error.shortMessage } })
    finishTransaction(internals, 'error')
    throw error
  }
}
