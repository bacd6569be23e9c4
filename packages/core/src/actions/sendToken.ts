import {
  parseCaipAddress,
  parseUnits,
  SendAmountAndReceiverRequiredError,
  SendTokenRequiredError,
  UnsupportedSendChainError,
} from '@portico/common'
import { isEmbedded } from '../client/isEmbedded'
import type { PorticoInternals } from '../client/PorticoInternals'
import { requireAccount } from '../client/requireAccount'
import { getPostSendView } from '../rules/getPostSendView'
import { toPorticoError } from '../utils/toPorticoError'
import { finishTransaction } from './finishTransaction'
import { goBack } from './goBack'
import { refreshBalance } from './refreshBalance'

/**
 * Send what the send store holds (spec §4, §5): validate, set loading, send (native transfer or
 * token transfer; the embedded wallet's approval shown in ApproveTransaction meanwhile), refresh
 * the balance, reset the form, then finish the transaction flow —
 * ERC-20 and Solana sends return to Account, a native EVM send leaves the views. On failure:
 * loading off, error toast, SEND_ERROR, the flow finishes as 'error', and the error is rethrown.
 * @example
 * portico.stores.send.getState().setTokenAmount('0.1')
 * const hash = await sendToken(internals)
 */
export async function sendToken(internals: PorticoInternals): Promise<string> {
  const { stores } = internals
  const form = stores.send.getState()
  if (!form.sendTokenAmount || !form.receiverAddress) throw new SendAmountAndReceiverRequiredError()
  const { namespace, adapter, address, caipNetwork, connectorId } = requireAccount(internals)
  if (namespace !== 'eip155' && namespace !== 'solana') throw new UnsupportedSendChainError()
  if (namespace === 'eip155' && !form.token) throw new SendTokenRequiredError()

  const token = form.token
  const isNativeToken = !token?.address
  const decimals = token ? Number(token.quantity.decimals) : caipNetwork.nativeCurrency.decimals
  const amount = parseUnits(form.sendTokenAmount, decimals)
  const symbol = token?.symbol ?? caipNetwork.nativeCurrency.symbol
  const network = caipNetwork.caipNetworkId
  const after = getPostSendView({ namespace, isNativeToken })
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
    const base = {
      caipNetwork,
      from: address,
      to: form.receiverAddress,
      ...(connectorId && { connectorId }),
    }
    let hash: string
    if (token?.address) {
      if (!adapter.sendToken) throw new UnsupportedSendChainError()
      hash = await adapter.sendToken({
        ...base,
        tokenAddress: parseCaipAddress(token.address).address,
        amount,
      })
    } else {
      hash = await adapter.sendTransaction({ ...base, value: amount })
    }
    await refreshBalance(internals, namespace, { fresh: true }).catch((error: unknown) =>
      internals.options.logger.warn('Portico: balance refresh failed', error),
    )
    stores.send.getState().reset()
    stores.events
      .getState()
      .emit({ event: 'SEND_SUCCESS', properties: { network, token: symbol, hash } })
    finishTransaction(internals, 'success')
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
