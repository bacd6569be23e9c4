import type { ChainNamespace } from '@portico/common'
import { isEmbedded } from '../client/isEmbedded'
import type { PorticoInternals } from '../client/PorticoInternals'
import { requireAccount } from '../client/requireAccount'
import { toPorticoError } from '../utils/toPorticoError'
import { withApproval } from './withApproval'

/**
 * Sign a text message with the connected account of a namespace (default: active). Emits
 * SIGN_MESSAGE_SUCCESS or SIGN_MESSAGE_ERROR; failures are rethrown as Portico errors.
 * @example
 * const signature = await signMessage(internals, { message: 'hello' })
 */
export async function signMessage(
  internals: PorticoInternals,
  params: { message: string; namespace?: ChainNamespace },
): Promise<string> {
  const { namespace, adapter, address, connectorId } = requireAccount(internals, params.namespace)
  const events = internals.stores.events.getState()
  try {
    const signature = await withApproval(
      internals,
      isEmbedded(internals, namespace, connectorId) && 'signature',
      () =>
        adapter.signMessage({
          message: params.message,
          address,
          ...(connectorId && { connectorId }),
        }),
    )
    events.emit({ event: 'SIGN_MESSAGE_SUCCESS', properties: { namespace } })
    return signature
  } catch (cause) {
    const error = toPorticoError(cause)
    events.emit({
      event: 'SIGN_MESSAGE_ERROR',
      properties: { namespace, message: error.shortMessage },
    })
    throw error
  }
}
