import { type ChainNamespace, RequestAbortedError, UNSAFE_RPC_METHODS } from '@portico/common'
import { findConnector } from '../client/findConnector'
import type { PorticoInternals } from '../client/PorticoInternals'
import { requireAdapter } from '../client/requireAdapter'
import { resolveNamespace } from '../client/resolveNamespace'
import { toPorticoError } from '../utils/toPorticoError'
import { finishTransaction } from './finishTransaction'
import { openModal } from './openModal'

function isUnsafe(method: string): boolean {
  return (UNSAFE_RPC_METHODS as readonly string[]).includes(method)
}

/**
 * A JSON-RPC request through the connected wallet of a namespace (default: active). Unsafe
 * methods (spec §6) are aborted with RequestAbortedError when the modal closes with no pending
 * transaction; through the embedded wallet they also open ApproveTransaction, and the flow
 * finishes (close or pop) when the request settles.
 * @example
 * const chainId = await request(internals, { method: 'eth_chainId' })
 */
export async function request(
  internals: PorticoInternals,
  params: { method: string; params?: unknown; namespace?: ChainNamespace },
): Promise<unknown> {
  const namespace = resolveNamespace(internals, params.namespace)
  const adapter = requireAdapter(internals, namespace)
  const { stores } = internals
  const connectorId = stores.connectors.getState().activeConnectorIds[namespace]
  const caipNetwork = stores.chain.getState().networks[namespace]?.caipNetwork
  const base = {
    method: params.method,
    ...(params.params !== undefined && { params: params.params }),
    ...(caipNetwork && { caipNetwork }),
    ...(connectorId && { connectorId }),
  }
  if (!isUnsafe(params.method))
    return adapter.request(base).catch((cause: unknown) => {
      throw toPorticoError(cause)
    })

  const connector = findConnector(internals, namespace, connectorId)
  const approve = connector?.type === 'AUTH'
  const controller = new AbortController()
  internals.pendingRequests.add(controller)
  const aborted = new Promise<never>((_, reject) => {
    controller.signal.addEventListener('abort', () => reject(new RequestAbortedError()), {
      once: true,
    })
  })
  if (approve) {
    await openModal(internals, { view: { view: 'ApproveTransaction' } })
  }
  try {
    const result = await Promise.race([
      adapter.request({ ...base, signal: controller.signal }),
      aborted,
    ])
    if (approve) finishTransaction(internals, 'success')
    return result
  } catch (cause) {
    if (approve && !controller.signal.aborted) finishTransaction(internals, 'error')
    throw toPorticoError(cause)
  } finally {
    internals.pendingRequests.delete(controller)
  }
}
