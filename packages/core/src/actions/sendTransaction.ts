import { isEmbedded } from '../client/isEmbedded'
import type { PorticoInternals } from '../client/PorticoInternals'
import { requireAccount } from '../client/requireAccount'
import type { SendTransactionParams } from '../types/Portico'
import { toPorticoError } from '../utils/toPorticoError'
import { withApproval } from './withApproval'

/**
 * Send a native transfer or contract call from the connected account of a namespace (default:
 * active) on its current network; resolves the hash. Failures are rethrown as Portico errors.
 * @example
 * const hash = await sendTransaction(internals, { to: '0x7099…79C8', value: 10n ** 16n })
 */
export async function sendTransaction(
  internals: PorticoInternals,
  params: SendTransactionParams,
): Promise<string> {
  const { namespace, adapter, address, caipNetwork, connectorId } = requireAccount(
    internals,
    params.namespace,
  )
  try {
    const approve = isEmbedded(internals, namespace, connectorId) && 'transaction'
    return await withApproval(internals, approve, () =>
      adapter.sendTransaction({
        caipNetwork,
        from: address,
        to: params.to,
        value: params.value,
        ...(params.data && { data: params.data }),
        ...(params.gas !== undefined && { gas: params.gas }),
        ...(connectorId && { connectorId }),
      }),
    )
  } catch (cause) {
    throw toPorticoError(cause)
  }
}
