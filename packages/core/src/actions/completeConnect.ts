import type { PorticoInternals } from '../client/PorticoInternals'
import { requireAdapter } from '../client/requireAdapter'
import { getConnectMethod } from '../rules/getConnectMethod'
import type { ConnectParams } from '../types/Portico'
import { toPorticoError } from '../utils/toPorticoError'
import { applyConnection } from './applyConnection'
import { closeModal } from './closeModal'
import { type ConnectAttempt, failConnect } from './failConnect'
import { requestSiwx } from './requestSiwx'

/**
 * The part of `connect` after the status says `connecting`: the adapter's connect, then the
 * stores, storage and CONNECT_SUCCESS; afterwards sign-in opens when SIWX needs it, else an open
 * modal closes. On failure: {@link failConnect}, and its error thrown.
 * @example
 * await completeConnect(internals, params, { namespace: 'eip155', connector, previousStatus })
 */
export async function completeConnect(
  internals: PorticoInternals,
  params: ConnectParams,
  attempt: ConnectAttempt,
): Promise<void> {
  const { stores, options } = internals
  const { namespace, connector } = attempt
  const caipNetwork = params.caipNetwork ?? stores.chain.getState().networks[namespace]?.caipNetwork
  try {
    const connection = await requireAdapter(internals, namespace).connect({
      connectorId: connector.id,
      ...(caipNetwork && { caipNetwork }),
    })
    await applyConnection(internals, namespace, connection, { activate: true })
  } catch (cause) {
    throw failConnect(internals, attempt, toPorticoError(cause))
  }
  const connection = stores.connection.getState()
  if (connection.connectingType[namespace] === connector.type)
    connection.setConnectingType(namespace, undefined)
  stores.events.getState().emit({
    event: 'CONNECT_SUCCESS',
    properties: {
      method: getConnectMethod(connector.type, {
        isMobile: options.isMobile(),
        social: stores.account.getState().accounts[namespace]?.socialProvider !== undefined,
      }),
      name: connector.name,
      connectorId: connector.id,
      connectorType: connector.type,
      namespace,
    },
  })
  const signing = await requestSiwx(internals)
  const unsupported = stores.router.getState().history.some((v) => v.view === 'UnsupportedChain')
  if (!signing && !unsupported) closeModal(internals)
}
